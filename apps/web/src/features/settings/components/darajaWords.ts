import type { DarajaField } from '@links/domain';
import type { TFunction } from 'i18next';
import { msg } from '../../../i18n';

/** Each Daraja credential's name on the card, in the language on screen (docs/decisions/daraja.md, "The fields"). */
const fieldWords = {
  daraja_consumer_key: msg('settings.daraja.fields.consumerKey'),
  daraja_consumer_secret: msg('settings.daraja.fields.consumerSecret'),
  daraja_passkey: msg('settings.daraja.fields.passkey'),
  daraja_initiator_name: msg('settings.daraja.fields.initiatorName'),
  daraja_security_credential: msg('settings.daraja.fields.securityCredential'),
  daraja_b2c_shortcode: msg('settings.daraja.fields.b2cShortcode'),
} satisfies Record<DarajaField, string>;

export const darajaLabel = (t: TFunction, field: DarajaField): string => t(fieldWords[field]);
