import { Select } from '../ui/Select';
import { boundField } from './boundField';

/** A form's choice (a member, an account, a type): the form holds the option's value as text. */
export const SelectField = boundField(Select);
