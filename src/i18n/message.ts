// The shapes of the translation table's entries: a text, or a text with plural forms by CLDR
// category (English uses one/other, Slovenian one/two/few/other), and the values put into them.

export interface Plural {
  readonly one: string;
  readonly two?: string;
  readonly few?: string;
  readonly other: string;
}
export type Message = string | Plural;
export type Params = Readonly<Record<string, string | number>>;
