import { ArrowRight } from '~/islands/icons';
import type { ReactNode } from 'react';

interface Props {
  title: ReactNode;
  intro: string;
  link: { href: string; label: string };
  children?: ReactNode;
}

/** The side panel's common part: title, short introduction, overview link. */
export default function PanelSide({ title, intro, link, children }: Props) {
  return (
    <>
      <p className="text-h3 font-semibold text-ink">{title}</p>
      <p className="mt-2 text-small text-muted">{intro}</p>
      <a
        href={link.href}
        className="group mb-5 mt-4 inline-flex items-center gap-1.5 text-small font-semibold text-brand-600 hover:text-brand-800"
      >
        {link.label}
        <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
      </a>
      {children}
    </>
  );
}
