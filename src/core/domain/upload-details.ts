import { teamsOfMatch } from '../api/contract/match-names';
import { isoDay, parseDayMonthYear } from './dates';

/** What a person gives of a video as it is added: its title, its match and its day. */
export interface UploadDetails {
  title: string;
  /** "A v B", or '' for none. */
  match: string;
  /** yyyy-MM-dd, or '' for none. */
  matchDate: string;
}

/**
 * A video's details as its file's name gives them, for the person to correct: the name without
 * its ending (underscores as spaces) as the title, a day written in it (2024-05-26 or
 * 26.05.2024) as the date, and "A v B" in it as the match.
 */
export function detailsFromFileName(fileName: string): UploadDetails {
  const dot = fileName.lastIndexOf('.');
  const base = (dot > 0 ? fileName.slice(0, dot) : fileName).replace(/_+/g, ' ').trim();
  const iso = /(\d{4})-(\d{2})-(\d{2})/.exec(base);
  const dmy = /(\d{1,2})[./-](\d{1,2})[./-](\d{4})/.exec(base);
  const day = iso
    ? parseDayMonthYear(`${iso[3]}/${iso[2]}/${iso[1]}`)
    : dmy
      ? parseDayMonthYear(`${dmy[1]}/${dmy[2]}/${dmy[3]}`)
      : null;
  const withoutDay = base
    .replace(iso?.[0] ?? dmy?.[0] ?? '\u0000', '')
    .replace(/\s*[,-]\s*$/, '')
    .replace(/^\s*[,-]\s*/, '')
    .trim();
  const teams = teamsOfMatch(withoutDay);
  return {
    title: (base || fileName).slice(0, 200),
    match: teams ? `${teams[0]} v ${teams[1]}` : '',
    matchDate: day ? isoDay(day) : '',
  };
}

/**
 * What is wrong with the details given for a batch of files, in words; null when they may be
 * sent. `titles` are each file's; `date` is typed as dd/MM/yyyy (or empty).
 */
export function uploadDetailsProblem(titles: readonly string[], date: string): string | null {
  if (titles.some((t) => !t.trim())) return 'Give each video a title.';
  if (titles.some((t) => t.trim().length > 200)) return 'A title is at most 200 characters.';
  if (date.trim() && !parseDayMonthYear(date))
    return 'The match date is not a day: write it as dd/MM/yyyy, like 26/05/2024.';
  return null;
}
