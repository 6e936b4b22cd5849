import { Field, TextInput, inputCss, space } from '@canopy/shared-core';
import { SelectField } from '@canopy/shared-core/select-field';
import type { OfferForm } from '../hooks/use-offer-form.ts';
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
      <TextInput
        label="Name"
        value={values.name}
        error={errors.name}
        maxLength={120}
        onChange={(event) => set('name')(event.target.value)}
      />
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
      <TextInput
        label="Sizes"
        hint="Separated by commas, e.g. 1 g, 3.5 g; empty when sold by the unit"
        value={values.sizes}
        error={errors.sizes}
        onChange={(event) => set('sizes')(event.target.value)}
      />
      <div css={{ display: 'flex', gap: space.md, flexWrap: 'wrap' }}>
        <TextInput
          label="Price (USD)"
          inputMode="decimal"
          value={values.fullPrice}
          error={errors.fullPrice}
          onChange={(event) => set('fullPrice')(event.target.value)}
          css={{ width: 150 }}
        />
        <TextInput
          label="Sale price (USD)"
          hint="0 for no sale price"
          inputMode="decimal"
          value={values.discountPrice}
          error={errors.discountPrice}
          onChange={(event) => set('discountPrice')(event.target.value)}
          css={{ width: 150 }}
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
