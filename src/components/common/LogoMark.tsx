// The company mark: a leaf over a rising line. Rendered statically (no island code)
// by the header's logo link (src/components/header/HeaderBrand.astro) and
// by the footer.
interface Props {
  className?: string;
}

export default function LogoMark({ className = 'size-10' }: Props) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="11" className="fill-brand-600" />
      <path d="M11 29.5c.4-10.6 6.6-17 18.5-18-.3 11.8-6.7 18-17.5 18.3Z" className="fill-accent-300" />
      <path d="M12.5 28 24 16.5" className="stroke-brand-800" strokeWidth="2.2" strokeLinecap="round" fill="none" />
      <path d="M17 23h4.6M20.4 19.4h3.4" className="stroke-brand-800" strokeWidth="1.8" strokeLinecap="round" fill="none" />
    </svg>
  );
}
