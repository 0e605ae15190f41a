import { MemberPicker } from '../ui/MemberPicker';
import { boundField } from './boundField';

/** A form's member (`user_id`): the member picker, holding the chosen user id as text. */
export const MemberField = boundField(MemberPicker);
