// A line of text followed by a link to another screen ("No account yet? Sign up").
import { NavTextButton } from './nav-text-button';

interface PromptLinkProps {
  className: string;
  prompt: string;
  link: string;
  /** The route the link opens. */
  to: string;
}

export function PromptLink({ className, prompt, link, to }: PromptLinkProps) {
  return (
    <p className={className}>
      {prompt} <NavTextButton to={to}>{link}</NavTextButton>
    </p>
  );
}
