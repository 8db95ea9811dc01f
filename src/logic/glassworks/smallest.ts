// Partial ordering for the solver's beam: only the best few thousand of some thirty thousand
// children are wanted each layer, so sorting them all (15 % of a search) is wasted work.

/**
 * Rearrange a[lo, hi) so that its `k` smallest values come first, in no particular order
 * (Hoare quickselect, median-of-three pivots). Linear on average; the values stay a permutation.
 */
export function selectSmallest(a: Float64Array, lo: number, hi: number, k: number): void {
  let left = lo;
  let right = hi - 1;
  const target = lo + k - 1; // the k-th smallest lands here, with nothing larger before it
  if (k <= 0 || target >= right) return;
  while (right > left) {
    const mid = (left + right) >>> 1;
    // Median of three as the pivot: sorted or reversed input stays linear.
    if (a[mid]! < a[left]!) swap(a, mid, left);
    if (a[right]! < a[left]!) swap(a, right, left);
    if (a[right]! < a[mid]!) swap(a, right, mid);
    const pivot = a[mid]!;
    let i = left;
    let j = right;
    while (i <= j) {
      while (a[i]! < pivot) i++;
      while (a[j]! > pivot) j--;
      if (i <= j) {
        swap(a, i, j);
        i++;
        j--;
      }
    }
    // Now a[left..j] <= pivot <= a[i..right], and any gap between j and i holds the pivot value.
    if (target <= j) right = j;
    else if (target >= i) left = i;
    else return;
  }
}

function swap(a: Float64Array, i: number, j: number): void {
  const t = a[i]!;
  a[i] = a[j]!;
  a[j] = t;
}
