import { type Member, memberName } from '@ssf/domain/schemas/member';

/** Text compared without regard to case, accents or runs of spaces. */
const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The members matching a search: every word of `query` found in the member's name, email, PRN or
 * member id (any order, case and accents aside). An empty search matches everyone.
 */
export function searchMembers(list: readonly Member[], query: string): readonly Member[] {
  const words = fold(query).split(' ').filter(Boolean);
  if (!words.length) return list;
  return list.filter((member) => {
    const haystack = fold([memberName(member), member.email, member.prn, member.member_id].join(' \u0000 '));
    return words.every((word) => haystack.includes(word));
  });
}
