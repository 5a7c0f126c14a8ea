import { Avatar } from './avatar.tsx';
import { Badge, type BadgeTone } from './badge.tsx';
import { Button, type ButtonVariant } from './button.tsx';
import { Card } from './card.tsx';
import { Field, inputClass } from './field.tsx';
import { FormActions, FormSection, RequiredNote, SUBMIT_CLASS } from './form-layout.tsx';
import { EmptyState, ErrorState } from './list-state.tsx';
import { MetaItem, MetaLine } from './meta-line.tsx';
import { PageHeader } from './page-header.tsx';
import { SectionHeading } from './section-heading.tsx';

const BUTTONS: ButtonVariant[] = ['primary', 'secondary', 'ghost', 'danger', 'dangerSolid'];
const BADGES: BadgeTone[] = ['brand', 'accent', 'success', 'neutral', 'danger', 'dark'];

/**
 * Every shared component with its variants, on one page (docs/design.md): the design system's
 * story book. Its test renders it, so a component that stops rendering is caught, and the admin
 * area shows it at /admin/design (its page header is then the page's own, with the page's title).
 */
export function DesignShowcase({ title = 'Page header' }: { title?: string }) {
  return (
    <div className="space-y-12">
      <PageHeader
        eyebrow="Design system"
        title={title}
        intro="The eyebrow, the page's one h1, an introduction and actions."
        actions={<Button>New item</Button>}
      />
      <section aria-labelledby="ds-type" className="space-y-3">
        <SectionHeading id="ds-type" title="Type scale" link={{ to: '/', label: 'A section link' }} />
        <p className="font-serif text-display text-brand-900">Display</p>
        <p className="font-serif text-h1 text-brand-900">Heading 1</p>
        <p className="font-serif text-h2 text-brand-900">Heading 2</p>
        <p className="font-serif text-h3 text-brand-900">Heading 3</p>
        <p className="text-lg text-gray-700">Introduction text, 18 px.</p>
        <p>Body text, 16 px: where scientific knowledge meets spiritual wisdom.</p>
        <MetaLine>
          <MetaItem icon="date">Sat, 5 Dec 2026</MetaItem>
          <MetaItem icon="time">6:30 pm</MetaItem>
          <MetaItem icon="place">Main auditorium</MetaItem>
          <MetaItem icon="read">4 min read</MetaItem>
        </MetaLine>
      </section>
      <section aria-labelledby="ds-buttons" className="space-y-3">
        <h2 id="ds-buttons" className="text-h2 text-brand-900">
          Buttons
        </h2>
        <div className="flex flex-wrap gap-3">
          {BUTTONS.map((variant) => (
            <Button key={variant} variant={variant}>
              {variant}
            </Button>
          ))}
          <Button size="sm">small</Button>
        </div>
      </section>
      <section aria-labelledby="ds-badges" className="space-y-3">
        <h2 id="ds-badges" className="text-h2 text-brand-900">
          Badges
        </h2>
        <div className="flex flex-wrap gap-3 bg-paper p-3">
          {BADGES.map((tone) => (
            <Badge key={tone} tone={tone}>
              {tone}
            </Badge>
          ))}
        </div>
      </section>
      <section aria-labelledby="ds-cards" className="grid gap-6 sm:grid-cols-2">
        <h2 id="ds-cards" className="text-h2 text-brand-900 sm:col-span-2">
          Cards and avatars
        </h2>
        <Card>
          <h3 className="text-h3 text-brand-900">A card</h3>
          <p className="mt-2 text-gray-700">A surface holding one thing.</p>
        </Card>
        <Card padding="sm" className="flex items-center gap-4">
          <Avatar name="Asha Rao" size="sm" />
          <span>
            <span className="block font-semibold">Asha Rao</span>
            <span className="block text-meta text-gray-700">Initials when there is no photo</span>
          </span>
        </Card>
      </section>
      <section aria-labelledby="ds-form" className="space-y-5">
        <h2 id="ds-form" className="text-h2 text-brand-900">
          Form layout
        </h2>
        <form noValidate onSubmit={(e) => e.preventDefault()} aria-label="Example form" className="space-y-6">
          <FormSection id="ds-form-panel" title="A panel" note={<RequiredNote />}>
            <div className="space-y-5">
              <Field label="Name" required>
                {(control) => <input {...control} className={inputClass()} />}
              </Field>
              <Field label="Email" required error="Enter your university email">
                {(control) => <input {...control} type="email" className={inputClass(true)} />}
              </Field>
            </div>
          </FormSection>
          <FormActions>
            <Button type="submit" className={SUBMIT_CLASS}>
              Submit
            </Button>
          </FormActions>
        </form>
      </section>
      <section aria-labelledby="ds-table" className="space-y-3">
        <h2 id="ds-table" className="text-h2 text-brand-900">
          Table
        </h2>
        <div className="overflow-x-auto">
          <table className="ssf-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Role</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>Asha Rao</td>
                <td>Team Lead</td>
              </tr>
            </tbody>
          </table>
        </div>
      </section>
      <section aria-labelledby="ds-states" className="space-y-3">
        <h2 id="ds-states" className="text-h2 text-brand-900">
          Empty and error states
        </h2>
        <EmptyState>No blogs found</EmptyState>
        <EmptyState action={<Button variant="secondary">New blog</Button>}>Nothing here yet.</EmptyState>
        <ErrorState title="The events could not be loaded." onRetry={() => {}} />
      </section>
    </div>
  );
}
