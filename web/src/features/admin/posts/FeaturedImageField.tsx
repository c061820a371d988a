import type { PostFormOutput, PostFormValues } from '@altum/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/form/Field';
import { Input } from '../../../ui/form/controls';
import { chosenImage, ImageBrowserDialog, imageLibraryQuery } from '../images';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  > input {
    flex: 1 1 16rem;
  }
`;

/** What the writer should know about the chosen image: where it came from, its web sizes. */
function imageNote(values: PostFormValues): string | undefined {
  const chosen = values.featuredImage;
  const url = values.featuredImageUrl.trim();
  if (!url) return 'Type an image address or choose one from the library.';
  if (!chosen || chosen.url !== url) return 'An address typed by hand: served as it is.';
  if (chosen.width === undefined || chosen.height === undefined)
    return 'From the library. Its smaller web sizes are being made; they reach the post by themselves.';
  const size = `${chosen.width} × ${chosen.height} px`;
  return chosen.variants.length > 0
    ? `From the library: ${size}, with ${chosen.variants.length} smaller web sizes for phones.`
    : `From the library: ${size}.`;
}

/**
 * The featured image: an address typed by hand, or an image picked from the library through
 * the shared image browser (its URL, size and web sizes go on the post).
 */
export function FeaturedImageField({
  form,
}: {
  form: UseFormReturn<PostFormValues, unknown, PostFormOutput>;
}) {
  const [browsing, setBrowsing] = useState(false);
  const { register, setValue, control, formState } = form;
  const values = useWatch({ control }) as PostFormValues;
  const url = values.featuredImageUrl.trim();

  // A fresh upload picked at once has no web sizes yet: the library query looks again until
  // the function has made them, and the form takes them up, so the save carries them.
  const chosen = values.featuredImage;
  const awaitingSizes = chosen !== null && chosen.url === url && chosen.width === undefined;
  const library = useQuery({ ...imageLibraryQuery(), enabled: awaitingSizes });
  useEffect(() => {
    if (!awaitingSizes) return;
    const measured = library.data?.find((image) => image.fileUrl === url && image.width);
    if (measured) setValue('featuredImage', chosenImage(measured), { shouldDirty: true });
  }, [awaitingSizes, library.data, url, setValue]);

  return (
    <>
      <Field
        label="Featured image URL"
        hint={imageNote(values)}
        error={formState.errors.featuredImageUrl?.message}
      >
        {(controlProps) => (
          <Row>
            <Input
              {...controlProps}
              {...register('featuredImageUrl')}
              type="url"
              placeholder="https://"
            />
            <Button type="button" $variant="outline" $size="sm" onClick={() => setBrowsing(true)}>
              Choose from library
            </Button>
            {url ? (
              <Button
                type="button"
                $variant="ghost"
                $size="sm"
                onClick={() => {
                  setValue('featuredImageUrl', '', { shouldDirty: true });
                  setValue('featuredImage', null, { shouldDirty: true });
                }}
              >
                Remove image
              </Button>
            ) : null}
          </Row>
        )}
      </Field>
      <ImageBrowserDialog
        open={browsing}
        onClose={() => setBrowsing(false)}
        title="Choose the featured image"
        chooseHint="Pick an image to use it as the post’s featured image."
        onChoose={(image) => {
          setValue('featuredImageUrl', image.url, { shouldDirty: true, shouldValidate: true });
          setValue('featuredImage', image, { shouldDirty: true });
        }}
      />
    </>
  );
}
