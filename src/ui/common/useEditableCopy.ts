import { useState, type Dispatch, type SetStateAction } from 'react';

/**
 * A local, editable copy of a value that comes from above (a typed time, a date field, the
 * search box's text): edits change the copy, and a new value from above replaces it.
 * Follows the value while rendering, as React advises, rather than in an effect a frame late.
 */
export function useEditableCopy<T>(source: T): [T, Dispatch<SetStateAction<T>>] {
  const [copy, setCopy] = useState(source);
  const [copiedFrom, setCopiedFrom] = useState(source);
  if (!Object.is(copiedFrom, source)) {
    setCopiedFrom(source);
    setCopy(source);
  }
  return [copy, setCopy];
}
