import { valuesSection, values } from '../../../content/home';
import { Container, Section } from '../../../ui/Layout';
import { Reveal } from '../../../ui/reveal';
import { IconCards } from '../shared/IconCards';
import { SectionHeader } from '../shared/SectionHeader';

export function ValuesSection() {
  return (
    <Section $tone="surface" aria-labelledby="values-title">
      <Container>
        <Reveal>
          <SectionHeader
            id="values-title"
            eyebrow={valuesSection.eyebrow}
            heading={valuesSection.heading}
            center
          />
          <IconCards items={values} />
        </Reveal>
      </Container>
    </Section>
  );
}
