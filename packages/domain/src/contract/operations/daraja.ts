import { darajaCredentialsBody, darajaStatusAnswer, darajaTestAnswer } from '../daraja/index.js';
import { operation, refusals } from './operation.js';

/** The group's Daraja credentials (docs/decisions/daraja.md). */
export const darajaOperations = {
  darajaSettings: operation({
    name: 'darajaSettings',
    method: 'GET',
    path: '/settings/daraja',
    response: { 200: darajaStatusAnswer, ...refusals(401, 403) },
  }),
  updateDarajaSettings: operation({
    name: 'updateDarajaSettings',
    method: 'PATCH',
    path: '/settings/daraja',
    body: darajaCredentialsBody,
    response: { 200: darajaStatusAnswer, ...refusals(401, 403, 422) },
  }),
  testDaraja: operation({
    name: 'testDaraja',
    method: 'POST',
    path: '/settings/daraja/test',
    response: { 200: darajaTestAnswer, ...refusals(401, 403, 422) },
  }),
};
