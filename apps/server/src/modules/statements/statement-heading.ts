import { formatKES, fullName, kesToCents, type Language, statementWords, sumCents } from '@links/domain';
import {
  contentWidth,
  type Doc,
  drawTitle,
  figure,
  kesText,
  label,
  MARGIN,
  oneLine,
  periodText,
} from '../../lib/pdf-page.js';
import { BOLD, FONT, INK } from '../../lib/pdf-table.js';
import type { MemberStatement } from './statement.types.js';

/** The member statement's own heading and footer caption, on the PDFs' page furniture (lib/pdf-page.ts). */

export const memberName = (s: MemberStatement) => fullName(s.member);
const period = (s: MemberStatement, language: Language) => periodText(s.from, s.to, language);

/** Key figures at the top right: the savings balance and what the member owes at the end of the period. */
function drawFigures(
  doc: Doc,
  s: MemberStatement,
  language: Language,
  [x, y, width]: [number, number, number],
): void {
  const words = statementWords[language];
  const owed = sumCents(s.loans.map((loan) => kesToCents(loan.closing_owed)));
  const due = sumCents(s.loans.map((loan) => kesToCents(loan.amount_due)));
  const figures: [string, string][] = [
    [words.savingsBalance, kesText(s.savings.closing_balance)],
    [words.principalOwed, formatKES(owed)],
    [words.amountDue, formatKES(due)],
  ];
  const each = width / figures.length;
  for (const [i, [name, value]] of figures.entries())
    figure(doc, name, value, x + i * each, y, each, 'right');
}

/** The group's name, "Member statement", the period, the member and the key figures. */
export function drawHeading(doc: Doc, s: MemberStatement, language: Language = 'en'): void {
  const words = statementWords[language];
  const half = contentWidth(doc) / 2;
  const y = drawTitle(doc, {
    groupName: s.group_name,
    name: words.title,
    periodLabel: words.periodLabel,
    period: period(s, language),
  });
  label(doc, words.member, MARGIN, y + 12, half - 10);
  doc.font(BOLD).fontSize(12).fillColor(INK);
  oneLine(doc, memberName(s), MARGIN, y + 24, half - 10);
  doc.font(FONT).fontSize(9.5).fillColor(INK);
  oneLine(doc, `${s.member.member_number} · ${s.member.email}`, MARGIN, y + 40, half - 10);
  drawFigures(doc, s, language, [MARGIN + half, y + 12, half]);
  doc.x = MARGIN;
  doc.y = y + 62;
}

/** What the statement's footer says besides the page number. */
export const statementCaption = (s: MemberStatement, language: Language = 'en') =>
  `${s.group_name} · ${statementWords[language].title} · ${memberName(s)} · ${period(s, language)}`;
