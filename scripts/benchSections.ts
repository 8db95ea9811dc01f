// The games' own figures for `npm run bench`, one section each.

export interface BenchSection {
  title: string;
  run(): Promise<string[]>;
}

export const benchSections: BenchSection[] = [];
