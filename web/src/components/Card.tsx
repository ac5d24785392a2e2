import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';

export const cardClass = 'flex flex-col gap-4 rounded-2xl border border-warm-100 bg-white p-4 shadow-sm sm:p-6';

type SectionProps = Omit<ComponentPropsWithoutRef<'section'>, 'title' | 'className' | 'children'> & {
  // The heading's id: the section is named by its heading.
  headingId: string;
  title: ReactNode;
  className?: string;
  headingClassName?: string;
  // Given (even as a forwarded null) when the page moves keyboard focus to the heading: it then takes
  // focus (tabIndex -1).
  headingRef?: Ref<HTMLHeadingElement>;
  // Beside (or under) the heading, in one row with it: a date, a subtitle, an Add link. Given as false,
  // the row is still there, empty but for the heading.
  aside?: ReactNode;
  asideClassName?: string;
  children?: ReactNode;
};

// A part of a page named by its h2 heading: the heading, then the content. Other props (id, hidden)
// go to the section.
export function Section({
  headingId,
  title,
  className = 'flex flex-col gap-4',
  headingClassName = 'text-2xl font-bold',
  headingRef,
  aside,
  asideClassName = 'flex flex-wrap items-center justify-between gap-2',
  children,
  ...sectionProps
}: SectionProps) {
  const heading = (
    <h2
      id={headingId}
      ref={headingRef}
      tabIndex={headingRef === undefined ? undefined : -1}
      className={headingClassName}
    >
      {title}
    </h2>
  );
  return (
    <section {...sectionProps} aria-labelledby={headingId} className={className}>
      {aside === undefined ? (
        heading
      ) : (
        <div className={asideClassName}>
          {heading}
          {aside}
        </div>
      )}
      {children}
    </section>
  );
}

// The same on a white card: the look of the dashboard's, the profile's and an activity's sections. On
// a phone its padding and heading are a size smaller, so that a heading keeps to one line more often.
export function Card({
  className = cardClass,
  headingClassName = 'text-xl font-bold sm:text-2xl',
  ...props
}: SectionProps) {
  return <Section className={className} headingClassName={headingClassName} {...props} />;
}
