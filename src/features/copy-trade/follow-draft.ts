// What the user typed in the follow settings of a trader, kept while the app runs so that reading
// the agreement (another page) and coming back loses nothing.
import type { CopyType } from './copy-rules';

export interface FollowForm {
  type: CopyType;
  number: string;
  amount: string;
  agree: boolean;
}

const drafts = new Map<number, FollowForm>();

export const readDraft = (traderId: number): FollowForm | undefined => drafts.get(traderId);
export const saveDraft = (traderId: number, form: FollowForm): void => void drafts.set(traderId, form);
export const clearDraft = (traderId: number): void => void drafts.delete(traderId);
