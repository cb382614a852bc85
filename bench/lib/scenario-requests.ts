/** Requests more than one bench script sends. */

/** Page 1 of 25 of one practice area's open cases, newest first: the case list a person opens. */
export const caseListUrl = (i: number) =>
  `/venus-api/hankun/project/list?pageNum=1&pageSize=25&stage=active&practiceArea=${1 + (i % 8)}&orderByColumn=createdAt&isAsc=descending`;
