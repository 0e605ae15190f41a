import type { Language } from './text.js';

/**
 * The words of the group's documents, the PDFs and the CSV files, in English and Kiswahili
 * (docs/decisions/languages.md, "Documents"). Figures, names and what users typed are the
 * documents' data and are not translated; nor are the books' own line descriptions.
 */

/** Every page of every PDF. */
export interface PageWords {
  page(n: number, of: number): string;
  continued(title: string): string;
}

/** A member's statement, PDF and CSV. */
export interface StatementWords {
  title: string;
  periodLabel: string;
  member: string;
  savings: string;
  savingsBalance: string;
  principalOwed: string;
  amountDue: string;
  date: string;
  description: string;
  paidIn: string;
  paidOut: string;
  balanceKes: string;
  amount: string;
  principal: string;
  interest: string;
  noMovements: string;
  openingBalance: string;
  closingBalance: string;
  loanAmount: string;
  issuedOn: string;
  status: string;
  /** A loan's status as the books keep it (`Uncleared`, `Cleared`) in words. */
  statuses: Record<string, string>;
  owedAtStart: string;
  owedAtEnd: string;
  amountDueNow: string;
  loans: string;
  noLoans: string;
  shareOuts: string;
  paidOn: string;
  share: string;
  withheld: string;
  netKes: string;
  loanLabel(kind: 'long_term' | 'short_term', id: number): string;
  disputed: Record<'Open' | 'Resolved' | 'Rejected', string>;
  shareOutLine(period: string, method: string, basis: string, total: string, payout: string): string;
  // The CSV's header block and rows.
  group: string;
  email: string;
  memberNumber: string;
  from: string;
  to: string;
  openingOwed(amount: string, issued: string): string;
  closingOwed: string;
  dueWithInterest(status: string): string;
  shareAndWithheld(share: string, withheld: string): string;
}

/** The minutes of a meeting. */
export interface MinutesWords {
  kinds: Record<'ordinary' | 'special' | 'annual', string>;
  attendance: Record<'present' | 'late' | 'absent' | 'apologised', string>;
  title(kind: string, date: string): string;
  name(kind: string): string;
  heldOn: string;
  agenda: string;
  noAgenda: string;
  register: string;
  number: string;
  member: string;
  attendanceHeader: string;
  signature: string;
  moneyReceived: string;
  received: string;
  amountKes: string;
  savings: string;
  longTermRepayments: string;
  shortTermRepayments: string;
  finesPaid: string;
  rotation(name: string): string;
  total: string;
  loansIssued: string;
  loan: string;
  kind: string;
  /** A loan's kind as the minutes' API names it (`Long-term`, `Short-term`), in the document's language. */
  loanKind(kind: string): string;
  notes: string;
  noNotes: string;
  resolutions: string;
  resolution: string;
  proposedSeconded: string;
  forAgainst: string;
  carried: string;
  notCarried: string;
  noResolutions: string;
  signs: [string, string];
}

/** A share-out's PDF. */
export interface ShareOutWords {
  title: string;
  periodLabel: string;
  distributable: string;
  method: string;
  withholding: string;
  paid: string;
  paidOn: string;
  members: string;
  member: string;
  basis: string;
  share: string;
  netKes: string;
  methods: Record<'proportional' | 'time_weighted', string>;
  payouts: Record<'to_savings' | 'cash', string>;
  paidFrom(how: string, account: string): string;
  totals(count: number): string;
  proportionalBasis(date: string): string;
  timeWeightedBasis: string;
  rounding: string;
  tax(rate: string): string;
}

export const pageWords: Record<Language, PageWords> = {
  en: { page: (n, of) => `Page ${n} of ${of}`, continued: (title) => `${title} (continued)` },
  sw: { page: (n, of) => `Ukurasa ${n} kati ya ${of}`, continued: (title) => `${title} (inaendelea)` },
};

export const statementWords: Record<Language, StatementWords> = {
  en: {
    title: 'Member statement',
    periodLabel: 'Statement period',
    member: 'Member',
    savings: 'Savings',
    savingsBalance: 'Savings balance',
    principalOwed: 'Principal owed',
    amountDue: 'Amount due',
    date: 'Date',
    description: 'Description',
    paidIn: 'Paid in',
    paidOut: 'Paid out',
    balanceKes: 'Balance (KES)',
    amount: 'Amount',
    principal: 'Principal',
    interest: 'Interest',
    noMovements: 'No movements in this period',
    openingBalance: 'Opening balance',
    closingBalance: 'Closing balance',
    loanAmount: 'Loan amount',
    issuedOn: 'Issued on',
    status: 'Status',
    statuses: { Uncleared: 'Uncleared', Cleared: 'Cleared' },
    owedAtStart: 'Principal owed at start',
    owedAtEnd: 'Principal owed at end',
    amountDueNow: 'Amount due now (principal and interest)',
    loans: 'Loans',
    noLoans: 'No loans in this period.',
    shareOuts: 'Share-outs',
    paidOn: 'Paid on',
    share: 'Share',
    withheld: 'Withheld',
    netKes: 'Net (KES)',
    loanLabel: (kind, id) => `${kind === 'long_term' ? 'Long-term' : 'Short-term'} loan #${id}`,
    disputed: { Open: 'Disputed', Resolved: 'Dispute resolved', Rejected: 'Dispute rejected' },
    shareOutLine: (period, method, basis, total, payout) =>
      `Share-out ${period} · ${method} · basis ${basis} of ${total} · ${payout.toLowerCase()}`,
    group: 'Group',
    email: 'Email',
    memberNumber: 'Member number',
    from: 'From',
    to: 'To',
    openingOwed: (amount, issued) => `Opening principal owed (loan of ${amount} issued ${issued})`,
    closingOwed: 'Closing principal owed',
    dueWithInterest: (status) => `Amount due with interest (${status})`,
    shareAndWithheld: (share, withheld) => `share ${share}, withheld ${withheld}`,
  },
  sw: {
    title: 'Taarifa ya akaunti ya mwanachama',
    periodLabel: 'Kipindi cha taarifa',
    member: 'Mwanachama',
    savings: 'Akiba',
    savingsBalance: 'Salio la akiba',
    principalOwed: 'Mtaji unadaiwa',
    amountDue: 'Kinachodaiwa',
    date: 'Tarehe',
    description: 'Maelezo',
    paidIn: 'Kilicholipwa',
    paidOut: 'Kilichotolewa',
    balanceKes: 'Salio (KES)',
    amount: 'Kiasi',
    principal: 'Mtaji',
    interest: 'Riba',
    noMovements: 'Hakuna miamala katika kipindi hiki',
    openingBalance: 'Salio la mwanzo',
    closingBalance: 'Salio la mwisho',
    loanAmount: 'Kiasi cha mkopo',
    issuedOn: 'Ulitolewa',
    status: 'Hali',
    statuses: { Uncleared: 'Haujalipwa', Cleared: 'Umelipwa' },
    owedAtStart: 'Mtaji unaodaiwa mwanzoni',
    owedAtEnd: 'Mtaji unaodaiwa mwishoni',
    amountDueNow: 'Kinachodaiwa sasa (mtaji na riba)',
    loans: 'Mikopo',
    noLoans: 'Hakuna mikopo katika kipindi hiki.',
    shareOuts: 'Mgao',
    paidOn: 'Ulilipwa',
    share: 'Gawio',
    withheld: 'Kodi iliyokatwa',
    netKes: 'Halisi (KES)',
    loanLabel: (kind, id) => `Mkopo wa muda ${kind === 'long_term' ? 'mrefu' : 'mfupi'} #${id}`,
    disputed: { Open: 'Inalalamikiwa', Resolved: 'Lalamiko limetatuliwa', Rejected: 'Lalamiko limekataliwa' },
    shareOutLine: (period, method, basis, total, payout) =>
      `Mgao ${period} · ${method} · msingi ${basis} kati ya ${total} · ${payout.toLowerCase()}`,
    group: 'Kikundi',
    email: 'Barua pepe',
    memberNumber: 'Namba ya mwanachama',
    from: 'Kuanzia',
    to: 'Hadi',
    openingOwed: (amount, issued) => `Mtaji unaodaiwa mwanzoni (mkopo wa ${amount} uliotolewa ${issued})`,
    closingOwed: 'Mtaji unaodaiwa mwishoni',
    dueWithInterest: (status) => `Kinachodaiwa pamoja na riba (${status})`,
    shareAndWithheld: (share, withheld) => `gawio ${share}, kodi ${withheld}`,
  },
};

const swLoanKinds: Record<string, string> = { 'Long-term': 'Muda mrefu', 'Short-term': 'Muda mfupi' };

export const minutesWords: Record<Language, MinutesWords> = {
  en: {
    kinds: { ordinary: 'Ordinary meeting', special: 'Special meeting', annual: 'Annual general meeting' },
    attendance: { present: 'Present', late: 'Late', absent: 'Absent', apologised: 'Apologies' },
    title: (kind, date) => `Minutes of the ${kind.toLowerCase()} of ${date}`,
    name: (kind) => `Minutes: ${kind}`,
    heldOn: 'Held on',
    agenda: 'Agenda',
    noAgenda: 'No agenda recorded.',
    register: 'Attendance register',
    number: 'No.',
    member: 'Member',
    attendanceHeader: 'Attendance',
    signature: 'Signature',
    moneyReceived: 'Money received',
    received: 'Received',
    amountKes: 'Amount (KES)',
    savings: 'Savings',
    longTermRepayments: 'Long-term loan repayments',
    shortTermRepayments: 'Short-term loan repayments',
    finesPaid: 'Fines paid',
    rotation: (name) => `Merry-go-round: ${name}`,
    total: 'Total',
    loansIssued: 'Loans issued',
    loan: 'Loan',
    kind: 'Kind',
    loanKind: (kind) => kind,
    notes: 'Notes',
    noNotes: 'No notes recorded.',
    resolutions: 'Resolutions',
    resolution: 'Resolution',
    proposedSeconded: 'Proposed / seconded',
    forAgainst: 'For / against',
    carried: ' (carried)',
    notCarried: ' (not carried)',
    noResolutions: 'No resolutions recorded.',
    signs: ['Chair: signature and date', 'Secretary: signature and date'],
  },
  sw: {
    kinds: { ordinary: 'Mkutano wa kawaida', special: 'Mkutano maalum', annual: 'Mkutano mkuu wa mwaka' },
    attendance: { present: 'Alikuwepo', late: 'Alichelewa', absent: 'Hakuwepo', apologised: 'Aliomba radhi' },
    title: (kind, date) => `Kumbukumbu za ${kind.toLowerCase()} wa ${date}`,
    name: (kind) => `Kumbukumbu: ${kind}`,
    heldOn: 'Ulifanyika',
    agenda: 'Ajenda',
    noAgenda: 'Hakuna ajenda iliyorekodiwa.',
    register: 'Daftari la mahudhurio',
    number: 'Na.',
    member: 'Mwanachama',
    attendanceHeader: 'Mahudhurio',
    signature: 'Sahihi',
    moneyReceived: 'Pesa zilizopokelewa',
    received: 'Kilichopokelewa',
    amountKes: 'Kiasi (KES)',
    savings: 'Akiba',
    longTermRepayments: 'Marejesho ya mikopo ya muda mrefu',
    shortTermRepayments: 'Marejesho ya mikopo ya muda mfupi',
    finesPaid: 'Faini zilizolipwa',
    rotation: (name) => `Mzunguko: ${name}`,
    total: 'Jumla',
    loansIssued: 'Mikopo iliyotolewa',
    loan: 'Mkopo',
    kind: 'Aina',
    loanKind: (kind) => swLoanKinds[kind] ?? kind,
    notes: 'Maelezo',
    noNotes: 'Hakuna maelezo yaliyorekodiwa.',
    resolutions: 'Maazimio',
    resolution: 'Azimio',
    proposedSeconded: 'Alipendekeza / aliunga mkono',
    forAgainst: 'Kuunga / kupinga',
    carried: ' (limepita)',
    notCarried: ' (halikupita)',
    noResolutions: 'Hakuna maazimio yaliyorekodiwa.',
    signs: ['Mwenyekiti: sahihi na tarehe', 'Katibu: sahihi na tarehe'],
  },
};

export const shareOutWords: Record<Language, ShareOutWords> = {
  en: {
    title: 'Share-out',
    periodLabel: 'Share-out period',
    distributable: 'Distributable',
    method: 'Method',
    withholding: 'Withholding',
    paid: 'Paid',
    paidOn: 'Paid on',
    members: 'Members',
    member: 'Member',
    basis: 'Basis',
    share: 'Share',
    netKes: 'Net (KES)',
    methods: { proportional: 'Proportional', time_weighted: 'Time-weighted' },
    payouts: { to_savings: 'Into savings', cash: 'In cash' },
    paidFrom: (how, account) => `${how} from ${account}`,
    totals: (count) => `Totals (${count} members)`,
    proportionalBasis: (date) => `Each member's basis is their savings balance on ${date}.`,
    timeWeightedBasis:
      "Each member's basis is the sum of their savings balances at the end of each month of the period.",
    rounding:
      'The distributable amount is shared in proportion to the bases and rounded to the cent by the ' +
      'largest-remainder method, so the shares add up to it exactly.',
    tax: (rate) => `Tax of ${rate} is withheld from each share.`,
  },
  sw: {
    title: 'Mgao',
    periodLabel: 'Kipindi cha mgao',
    distributable: 'Kiasi cha kugawa',
    method: 'Njia',
    withholding: 'Kodi',
    paid: 'Ulilipwa',
    paidOn: 'Tarehe ya malipo',
    members: 'Wanachama',
    member: 'Mwanachama',
    basis: 'Msingi',
    share: 'Gawio',
    netKes: 'Halisi (KES)',
    methods: { proportional: 'Kwa uwiano', time_weighted: 'Kwa uzito wa muda' },
    payouts: { to_savings: 'Kwenye akiba', cash: 'Kwa pesa taslimu' },
    paidFrom: (how, account) => `${how} kutoka ${account}`,
    totals: (count) => `Jumla (wanachama ${count})`,
    proportionalBasis: (date) => `Msingi wa kila mwanachama ni salio la akiba yake tarehe ${date}.`,
    timeWeightedBasis:
      'Msingi wa kila mwanachama ni jumla ya salio la akiba yake mwishoni mwa kila mwezi wa kipindi.',
    rounding:
      'Kiasi cha kugawa kinagawanywa kwa uwiano wa misingi na kukadiriwa hadi senti kwa njia ya ' +
      'baki kubwa zaidi, hivyo magawio yanajumlisha kiasi hicho kamili.',
    tax: (rate) => `Kodi ya ${rate} inakatwa kutoka kila gawio.`,
  },
};

/**
 * The Kiswahili headings of the lists' CSV files, by their English heading. The English headings are
 * the answer's own field names, which programs read, so English stays the default; the Kiswahili
 * ones are written the same way (lower case, `_` between words) for a spreadsheet's filters.
 */
const CSV_HEADINGS_SW: Record<string, string> = {
  account: 'akaunti',
  account_id: 'namba_ya_akaunti',
  account_name: 'jina_la_akaunti',
  account_ref: 'kumbukumbu_ya_akaunti',
  action: 'kitendo',
  address: 'anwani',
  after: 'baada',
  amount: 'kiasi',
  amount_due: 'kiasi_kinachodaiwa',
  amount_saved: 'akiba_iliyowekwa',
  answer: 'jibu',
  answered_at: 'lilijibiwa',
  applied_at: 'liliombwa',
  at: 'wakati',
  balance: 'salio',
  before: 'kabla',
  charged_on: 'ilitozwa',
  claim_id: 'namba_ya_dai',
  claim_type: 'aina_ya_dai',
  comment: 'maoni',
  comment_type: 'aina_ya_matumizi',
  completed_at: 'ilikamilika',
  created_at: 'iliundwa',
  date: 'tarehe',
  date_issued: 'tarehe_ya_kutolewa',
  days_past_due: 'siku_za_kuchelewa',
  decided_at: 'liliamuliwa',
  description: 'maelezo',
  dispute_id: 'namba_ya_lalamiko',
  document: 'hati',
  due_date: 'tarehe_ya_mwisho',
  email: 'barua_pepe',
  email_status: 'hali_ya_barua_pepe',
  entity: 'kitu',
  entity_id: 'namba_ya_kitu',
  errors: 'makosa',
  expected_saving: 'akiba_inayotarajiwa',
  expense_id: 'namba_ya_matumizi',
  fines: 'faini',
  fines_paid: 'faini_zilizolipwa',
  firstname: 'jina_la_kwanza',
  fund_name: 'jina_la_mfuko',
  guaranteed: 'kilichodhaminiwa',
  id: 'namba',
  installment_amount: 'kiasi_cha_awamu',
  interest: 'riba',
  interest_amount: 'kiasi_cha_riba',
  interest_paid: 'riba_iliyolipwa',
  interest_rate: 'kiwango_cha_riba',
  joined_at: 'alijiunga',
  journal_entry_id: 'namba_ya_ingizo',
  kind: 'aina',
  lastname: 'jina_la_mwisho',
  limit: 'kikomo',
  line_date: 'tarehe_ya_mstari',
  line_description: 'maelezo_ya_mstari',
  loan_amount: 'kiasi_cha_mkopo',
  loan_id: 'namba_ya_mkopo',
  loan_interest_rate: 'riba_ya_mkopo',
  loan_principal: 'mtaji_wa_mkopo',
  long_term_loan: 'mkopo_wa_muda_mrefu',
  member: 'mwanachama',
  member_id: 'namba_ya_mwanachama',
  member_number: 'namba_ya_uanachama',
  message_id: 'namba_ya_ujumbe',
  method: 'njia',
  monthly_expected: 'kinachotarajiwa_kwa_mwezi',
  months: 'miezi',
  name: 'jina',
  note: 'maelezo_mafupi',
  office: 'wadhifa',
  oldest_due_date: 'awamu_ya_zamani_zaidi',
  overdue_interest: 'riba_iliyochelewa',
  overdue_principal: 'mtaji_uliochelewa',
  paid: 'kilicholipwa',
  paid_at: 'ililipwa_saa',
  paid_on: 'ililipwa',
  payable_on: 'inalipwa_tarehe',
  payer_name: 'jina_la_mlipaji',
  payer_phone: 'simu_ya_mlipaji',
  payment_id: 'namba_ya_malipo',
  payment_period: 'muda_wa_kulipa',
  payout_id: 'namba_ya_malipo_kwa_mwanachama',
  period: 'kipindi',
  phone: 'simu',
  principal: 'mtaji',
  principal_outstanding: 'mtaji_unaodaiwa',
  principal_paid: 'mtaji_uliolipwa',
  purpose: 'madhumuni',
  reason: 'sababu',
  receipt: 'risiti',
  references: 'kumbukumbu',
  rejection_reason: 'sababu_ya_kukataliwa',
  request_id: 'namba_ya_ombi',
  requested_on: 'iliombwa',
  role: 'jukumu',
  saving_id: 'namba_ya_akiba',
  savings: 'akiba',
  section: 'sehemu',
  short_term_loan: 'mkopo_wa_muda_mfupi',
  shortfall: 'upungufu',
  sms: 'sms',
  sms_status: 'hali_ya_sms',
  source: 'chanzo',
  source_id: 'namba_ya_chanzo',
  status: 'hali',
  subject: 'kichwa',
  total_payed: 'jumla_iliyolipwa',
  transaction_amount: 'kiasi_cha_muamala',
  transaction_date: 'tarehe_ya_muamala',
  transaction_id: 'namba_ya_muamala',
  user: 'mtumiaji',
  user_id: 'namba_ya_mtumiaji',
  waive_reason: 'sababu_ya_kusamehe',
  waived: 'kilichosamehewa',
  withdrawal_id: 'namba_ya_kutoa_akiba',
};

/** A CSV column's heading in a language; a heading without Kiswahili words stays as it is. */
export function csvHeading(language: Language, header: string): string {
  return language === 'sw' ? (CSV_HEADINGS_SW[header] ?? header) : header;
}

/** Whether a heading has Kiswahili words (the CSV test asks it of every list's columns). */
export const hasKiswahiliHeading = (header: string): boolean => Object.hasOwn(CSV_HEADINGS_SW, header);
