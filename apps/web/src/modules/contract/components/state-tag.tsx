import card from '../../../ui/list-card.module.css';
import { stateTag } from '../contract-state.ts';

/** A contract's state: its name in its colour on a light tint. */
export function StateTag({
  contractType,
  state,
  name,
  color,
}: {
  contractType: number;
  state: number;
  name?: string;
  color?: string;
}) {
  const tag = stateTag(contractType, state, { name, color });
  return (
    <span className={card.tag} style={{ color: tag.color, background: tag.background }}>
      {tag.label}
    </span>
  );
}
