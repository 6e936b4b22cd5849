import { useState } from 'react';
import { useApiAction } from '../../../hooks/use-api-action.ts';
import { refusedField, type OfferErrors, type OfferValues } from '../utils/offer-form-values.ts';
import { photoIdsOf, type OfferPhotoDraft } from '../components/offer-photos-field.tsx';

/**
 * The state of a form about one offer (issue 36), shared by the form that edits one and the
 * one that adds one: what is typed, the photos, each field's message, and how a save goes.
 */
export function useOfferForm(
  initialValues: OfferValues,
  initialPhotos: OfferPhotoDraft[] | (() => OfferPhotoDraft[]),
) {
  const [values, setValues] = useState<OfferValues>(initialValues);
  const [photos, setPhotos] = useState<OfferPhotoDraft[]>(initialPhotos);
  const [errors, setErrors] = useState<OfferErrors>({});
  const { busy, error: formError, setError: setFormError, run } = useApiAction();
  const set = (field: keyof OfferValues) => (value: string) =>
    setValues((before) => ({ ...before, [field]: value }));

  /** The photo ids to send, or the photos' message in `found`. */
  function readPhotos(found: OfferErrors): string[] {
    const { ids, problem } = photoIdsOf(photos);
    if (problem) found.photos = problem;
    return ids;
  }

  /**
   * Shows what reading the form found; when nothing, sends, and says the answer: a refusal that
   * names a field under that field, any other above the button. True once saved; nothing
   * typed is cleared either way.
   */
  async function save(
    found: OfferErrors,
    send: () => Promise<{ valid: boolean; message: string }>,
    notSaved: string,
  ): Promise<boolean> {
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return false;
    const answer = await run(send, {
      notDone: notSaved,
      onRefused: (message) => {
        const field = refusedField(message);
        if (field) setErrors({ [field]: message });
        else setFormError(message);
      },
    });
    return answer !== null;
  }

  return { values, setValues, set, photos, setPhotos, readPhotos, errors, formError, busy, save };
}

export type OfferForm = ReturnType<typeof useOfferForm>;
