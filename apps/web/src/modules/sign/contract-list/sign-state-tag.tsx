import card from '../../../ui/list-card.module.css';
import { signStateTone } from './sign-contract-format.ts';

/** A signing contract's state: its name in its colour on a light tint. */
export function SignStateTag({ state, name }: { state: number; name: string }) {
  const tone = signStateTone(state);
  return (
    <span className={card.tag} style={{ color: tone.color, background: tone.background }}>
      {name}
    </span>
  );
}
