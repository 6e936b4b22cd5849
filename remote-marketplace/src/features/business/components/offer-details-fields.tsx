import { Field, inputCss } from '@canopy/shared-core';
import { SelectField } from '@canopy/shared-core/select-field';
import type { OfferForm } from '../hooks/use-offer-form.ts';
import { fieldRow, narrowInput } from '../../../components/styles.ts';
import { BoundTextInput } from './bound-text-input.tsx';
import { OfferPhotosField } from './offer-photos-field.tsx';

export interface MenuCategory {
  id: number;
  name: string;
}

/**
 * An offer's own fields (issue 36): name, description, category, sizes, price, sale price
 * and photos, as the form editing an offer and the one adding one both show them.
 */
export function OfferDetailsFields({
  form,
  categories,
}: {
  form: OfferForm;
  categories: MenuCategory[];
}) {
  const { values, set, errors } = form;
  return (
    <>
      <BoundTextInput form={form} name="name" label="Name" maxLength={120} />
      <Field label="Description" error={errors.description ?? null}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            value={values.description}
            onChange={(event) => set('description')(event.target.value)}
            css={{ ...inputCss, resize: 'vertical' }}
          />
        )}
      </Field>
      <SelectField
        label="Category"
        error={errors.categoryId ?? null}
        value={values.categoryId}
        options={[
          ...(values.categoryId === '' ? [{ value: '', label: 'No category' }] : []),
          ...categories.map((category) => ({ value: String(category.id), label: category.name })),
        ]}
        onChange={set('categoryId')}
      />
      <BoundTextInput
        form={form}
        name="sizes"
        label="Sizes"
        hint="Separated by commas, e.g. 1 g, 3.5 g; empty when sold by the unit"
      />
      <div css={fieldRow}>
        <BoundTextInput
          form={form}
          name="fullPrice"
          label="Price (USD)"
          inputMode="decimal"
          css={narrowInput}
        />
        <BoundTextInput
          form={form}
          name="discountPrice"
          label="Sale price (USD)"
          hint="0 for no sale price"
          inputMode="decimal"
          css={narrowInput}
        />
      </div>
      <OfferPhotosField
        offerName={values.name}
        photos={form.photos}
        onChange={form.setPhotos}
        error={errors.photos}
      />
    </>
  );
}
