import type { TInitializeResult } from '@awb/contract/account.contract';
import { Badge, Skeleton } from 'antd-mobile';
import { BellOutline, RightOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { fileUrl } from '../../../platform/file-url.ts';
import { nav } from '../../../platform/nav.ts';
import { isRegisteredPage } from '../../../platform/registered-pages.ts';
import { roleName } from '../../account/format.ts';
import { badgeText, greetingOf, maskPhone } from '../home-format.ts';
import styles from './home-header.module.css';

/**
 * The user's photo at the header's 52 px, or the name's first character when there is none or it fails to
 * load. A plain image, not antd-mobile's Avatar: that brings its Image (lazy loading, a fallback picture)
 * as two more files on home's first screen.
 */
function HeaderAvatar({ avatar, name }: { avatar: string; name: string }) {
  const [failed, setFailed] = useState(false);
  if (avatar && !failed)
    return (
      <img
        src={fileUrl(avatar, { width: 52 })}
        className={styles.avatar}
        width={52}
        height={52}
        alt="头像"
        onError={() => setFailed(true)}
      />
    );
  return <span className={styles.initial}>{name.slice(0, 1) || '我'}</span>;
}

const MESSAGE_PAGE = 'pages/index/msg-type';
const USER_PAGE = 'pages/user';

/** Company, the signed-in user and the message bell with the unread badge. */
export function HomeHeader({ session, messageCount }: { session?: TInitializeResult; messageCount?: number }) {
  const badge = badgeText(messageCount);
  return (
    <header className={styles.header}>
      <div className={styles.top}>
        <span className={styles.company}>{session?.company.name ?? '经纪工作本'}</span>
        {isRegisteredPage(MESSAGE_PAGE) ? (
          <button type="button" className={styles.bell} aria-label="消息" onClick={() => nav.navigateTo(MESSAGE_PAGE)}>
            <Badge content={badge} style={{ '--right': '2px', '--top': '4px' }}>
              <BellOutline fontSize={24} />
            </Badge>
          </button>
        ) : null}
      </div>
      {session ? (
        <button
          type="button"
          className={styles.user}
          onClick={() => isRegisteredPage(USER_PAGE) && nav.switchTab(USER_PAGE)}
        >
          {/* Keyed by the photo: a new one is tried again after an old one failed. */}
          <HeaderAvatar key={session.user.avatar} avatar={session.user.avatar} name={session.user.userName} />
          <span className={styles.who}>
            <span className={styles.greeting}>
              {greetingOf(new Date().getHours())}，{session.user.userName}
            </span>
            <span className={styles.role}>
              {roleName(session.user)} · {maskPhone(session.user.phone)}
            </span>
          </span>
          <RightOutline className={styles.arrow} />
        </button>
      ) : (
        <div className={styles.user}>
          <Skeleton animated className={styles.avatarSkeleton} />
          <span className={styles.who}>
            <Skeleton.Title animated className={styles.lineSkeleton} />
          </span>
        </div>
      )}
    </header>
  );
}
