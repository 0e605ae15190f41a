/** The rotations feature's public surface: all that other features may import from it. */
export {
  type MemberRotation,
  type NamedRotation,
  useMemberRotations,
  useRotationNames,
} from './api/member-rotations';
