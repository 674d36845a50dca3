import { stateTag } from '../contract-state.ts';
import styles from './contract-card.module.css';

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
    <span className={styles.stateTag} style={{ color: tag.color, background: tag.background }}>
      {tag.label}
    </span>
  );
}
