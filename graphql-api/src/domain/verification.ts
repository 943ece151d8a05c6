/** Verification states of an event (spec section 4). */

import { VERIFICATION_STATUS } from './enums.js';

export const VERIFICATION_STATUSES = VERIFICATION_STATUS.values;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export interface VerificationStyle {
  label: string;
  color: string;
  opacity: number;
  description: string;
}

export const VERIFICATION_STYLES: Record<VerificationStatus, VerificationStyle> = {
  pending: { label: 'Pending Validation', color: '#F59E0B', opacity: 0.7, description: 'Awaiting community or expert validation' },
  validated: { label: 'Validated', color: '#10B981', opacity: 1, description: 'Verified by community or expert sources' },
  disputed: { label: 'Disputed', color: '#EF4444', opacity: 0.8, description: 'Conflicting evidence or under review' },
  rejected: { label: 'Rejected', color: '#6B7280', opacity: 0.5, description: 'Did not pass validation requirements' },
};
