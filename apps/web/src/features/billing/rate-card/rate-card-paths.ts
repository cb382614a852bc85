/** 账单管理 › 费率表: the menu's page (migration 0036), under the directory `bill`. */
export const RATE_CARD_PATH = '/bill/levelRate';
