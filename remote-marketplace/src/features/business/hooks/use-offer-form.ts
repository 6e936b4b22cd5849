import { reasonText, showToast } from '@canopy/shared-core';
import { useState } from 'react';
import { refusedField, type OfferErrors, type OfferValues } from '../utils/offer-form-values.ts';
import { photoIdsOf, type OfferPhotoDraft } from '../components/offer-photos-field.tsx';

/** What the server answers a save of an offer: done, or refused with its reason. */
interface OfferAnswer {
  valid: boolean;
  message: string;
}

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
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
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
    send: () => Promise<OfferAnswer>,
    notSaved: string,
  ): Promise<boolean> {
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return false;
    setBusy(true);
    try {
      const answer = await send();
      if (!answer.valid) {
        const field = refusedField(answer.message);
        if (field) setErrors({ [field]: answer.message });
        else setFormError(answer.message);
        return false;
      }
      showToast(answer.message, 'success');
      return true;
    } catch (failure) {
      setFormError(reasonText(failure, notSaved));
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { values, setValues, set, photos, setPhotos, readPhotos, errors, formError, busy, save };
}

export type OfferForm = ReturnType<typeof useOfferForm>;
