// A visitor's contact as typed: an e-mail address wraps after its '@' before
// anywhere else (zhao@example.co|m reads as a typo); a phone number as it is.
export default function ContactValue({ value }: { value: string }) {
  const at = value.indexOf('@');
  if (at < 0) return value;
  return (
    <>
      {value.slice(0, at + 1)}
      <wbr />
      {value.slice(at + 1)}
    </>
  );
}
