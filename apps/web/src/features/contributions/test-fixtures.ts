import { CONTRIBUTION_KINDS } from '../../lib/testing/contribution-fixtures';

type Kind = (typeof CONTRIBUTION_KINDS)[number];

/** The group's three contribution kinds, savings, the fee and welfare, each named for a test to take. */
export const THREE_KINDS = CONTRIBUTION_KINDS as [Kind, Kind, Kind];
