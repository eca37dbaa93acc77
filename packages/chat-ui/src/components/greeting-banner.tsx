/** Spec §1/§2: shown while the conversation is empty. */
export function GreetingBanner({ title, message }: { title: string; message: string }) {
  return (
    <div className="siao-greeting" data-testid="siao-greeting">
      <h3 className="siao-greeting__title">{title}</h3>
      <p className="siao-greeting__message">{message}</p>
    </div>
  );
}
