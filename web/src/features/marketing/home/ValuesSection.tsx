import { valuesSection, values } from '../../../content/home';
import { IconCards } from '../shared/IconCards';
import { PageSection } from '../shared/PageSection';

export function ValuesSection() {
  return (
    <PageSection
      id="values"
      tone="surface"
      eyebrow={valuesSection.eyebrow}
      heading={valuesSection.heading}
      center
    >
      <IconCards items={values} />
    </PageSection>
  );
}
