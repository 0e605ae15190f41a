import { approvalPending } from '../approvals/contract.js';
import {
  askSwapBody,
  createRotationBody,
  rotationAnswer,
  rotationListQuery,
  rotationParams,
  rotationsPage,
  rotationView,
  swapParams,
} from '../rotations/index.js';
import { operation, refusals } from './operation.js';

/** The merry-go-round (docs/decisions/rotations.md). */
export const rotationOperations = {
  createRotation: operation({
    name: 'createRotation',
    method: 'POST',
    path: '/rotations',
    body: createRotationBody,
    response: { 201: rotationAnswer, ...refusals(401, 403, 404, 409, 422) },
  }),
  rotations: operation({
    name: 'rotations',
    method: 'GET',
    path: '/rotations',
    querystring: rotationListQuery,
    response: { 200: rotationsPage, ...refusals(401, 403, 422) },
  }),
  rotation: operation({
    name: 'rotation',
    method: 'GET',
    path: '/rotations/{rotationId}',
    params: rotationParams,
    response: { 200: rotationView, ...refusals(401, 403, 404, 422) },
  }),
  releaseRotationPot: operation({
    name: 'releaseRotationPot',
    method: 'POST',
    path: '/rotations/{rotationId}/release',
    params: rotationParams,
    response: { 200: rotationAnswer, 202: approvalPending, ...refusals(401, 403, 404, 409, 422) },
  }),
  askRotationSwap: operation({
    name: 'askRotationSwap',
    method: 'POST',
    path: '/rotations/{rotationId}/swaps',
    params: rotationParams,
    body: askSwapBody,
    response: { 201: rotationAnswer, ...refusals(401, 403, 404, 409, 422) },
  }),
  consentRotationSwap: operation({
    name: 'consentRotationSwap',
    method: 'POST',
    path: '/rotations/{rotationId}/swaps/{swapId}/consent',
    params: swapParams,
    response: { 200: rotationAnswer, ...refusals(401, 403, 404, 409, 422) },
  }),
};
