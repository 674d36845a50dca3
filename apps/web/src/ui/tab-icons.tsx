/** 24px tab icons drawn inline, so the tab bar needs no image requests. */
type TIconProps = { color: string };

const svg = (color: string, d: string) => (
  <svg
    width="24"
    height="24"
    viewBox="0 0 24 24"
    fill="none"
    stroke={color}
    strokeWidth="1.8"
    strokeLinejoin="round"
    strokeLinecap="round"
    aria-hidden="true"
  >
    <path d={d} />
  </svg>
);

export const HomeIcon = ({ color }: TIconProps) => svg(color, 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z');
export const HouseIcon = ({ color }: TIconProps) => svg(color, 'M3 11l9-7 9 7M5 9.5V20h5v-6h4v6h5V9.5');
export const CustomerIcon = ({ color }: TIconProps) =>
  svg(color, 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21c0-4 3-6 7-6s7 2 7 6M16 3.5a4 4 0 0 1 0 7.5M19 15c2 .8 3 2.8 3 6');
export const UserIcon = ({ color }: TIconProps) =>
  svg(color, 'M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zM3 22c0-5 4-8 9-8s9 3 9 8');
export const PlusIcon = () => (
  <svg
    width="32"
    height="32"
    viewBox="0 0 24 24"
    fill="none"
    stroke="#fff"
    strokeWidth="2.4"
    strokeLinecap="round"
    aria-hidden="true"
  >
    <path d="M12 5v14M5 12h14" />
  </svg>
);
