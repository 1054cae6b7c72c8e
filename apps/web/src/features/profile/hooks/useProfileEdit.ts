import type { UpdateMeRequest } from '@adatlas/domain/auth';
import { useState } from 'react';
import { useUpdateMe } from './useUpdateMe.ts';

export interface ProfileEditOptions {
  /** A failed save, after the card's alert: e.g. marking the fields the server named. */
  onSaveError?: (error: Error) => void;
}

/**
 * An EditableCard's edit mode and its PATCH /user/me: Edit clears the last failed save, a save that
 * succeeds ends editing. `cardProps` goes to the card as it is.
 */
export function useProfileEdit({ onSaveError }: ProfileEditOptions = {}) {
  const save = useUpdateMe();
  const [isEditing, setIsEditing] = useState(false);
  return {
    isEditing,
    saveError: save.error,
    stopEditing: () => setIsEditing(false),
    cardProps: {
      isEditing,
      isSaving: save.isPending,
      onEdit: () => {
        save.reset();
        setIsEditing(true);
      },
      onSave: (changes: UpdateMeRequest) =>
        save.mutate(changes, { onSuccess: () => setIsEditing(false), onError: onSaveError }),
    },
  };
}
