/**
 * Notifications: the one way core tells a user something (issue 20). Other domains import only
 * this entry (tested in module-boundaries.test.ts).
 */
export { notify, notifyEach, type TNotice, type TAudience, type TAddress, type TNotifyDeps } from './notify.ts';
export { securityNotice } from './security-notice.ts';
export {
  NOTICE_RULES,
  SECURITY_CHANGES,
  CHANNELS,
  type TNoticeType,
  type TNoticeData,
  type TNoticeRule,
  type TSecurityChange,
  type TChannel,
} from './types.ts';
export { codeMail, codeText, securityNoticeText, render, mailOf } from './templates.ts';
export { notificationSettingsOf, setNotificationSetting, notificationOn } from './preferences.ts';
