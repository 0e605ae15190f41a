import { TextArea } from '../ui/TextArea';
import { boundField } from './boundField';

/** A form's comment, purpose or reason: a text area with its `n/max` counter (spec §5). */
export const TextAreaField = boundField(TextArea);
