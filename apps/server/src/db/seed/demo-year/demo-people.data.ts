/** The demo firm's user types and staff groups (decision 0059), as HR would keep them. */
export const USER_TYPES = [
  { key: 'partner', name: '合伙人', nameEn: 'Partner', isFeeEarner: true, description: '权益及授薪合伙人' },
  {
    key: 'lawyer',
    name: '执业律师',
    nameEn: 'Practising lawyer',
    isFeeEarner: true,
    description: '持律师执业证',
  },
  {
    key: 'trainee',
    name: '实习律师',
    nameEn: 'Trainee lawyer',
    isFeeEarner: true,
    description: '实习期内，尚未取得执业证',
  },
  {
    key: 'secretary',
    name: '律师助理/秘书',
    nameEn: 'Paralegal / secretary',
    isFeeEarner: true,
    description: '',
  },
  {
    key: 'support',
    name: '职能人员',
    nameEn: 'Support staff',
    isFeeEarner: false,
    description: '财务、人力、行政、信息',
  },
] as const;

export const STAFF_GROUPS = [
  {
    key: 'management',
    name: '管理委员会',
    nameEn: 'Management committee',
    description: '各业务组负责合伙人',
    active: true,
  },
  { key: 'probono', name: '公益法律服务小组', nameEn: 'Pro bono team', description: '', active: true },
  { key: 'mentors', name: '新人导师', nameEn: 'Mentors', description: '带教新入职律师', active: true },
  {
    key: 'intake2023',
    name: '2023 届新人',
    nameEn: 'Class of 2023',
    description: '培训已结束',
    active: false,
  },
] as const;

export const SCHOOLS = [
  ['北京大学', 'Peking University'],
  ['清华大学', 'Tsinghua University'],
  ['中国人民大学', 'Renmin University of China'],
  ['中国政法大学', 'China University of Political Science and Law'],
  ['复旦大学', 'Fudan University'],
  ['华东政法大学', 'East China University of Political Science and Law'],
  ['香港大学', 'The University of Hong Kong'],
  ['武汉大学', 'Wuhan University'],
] as const;

export const FOREIGN_LLM = [
  'Columbia Law School',
  'New York University School of Law',
  'University of Cambridge',
] as const;

/** District codes and addresses of each office's city, for identity numbers and home addresses. */
export const CITY = {
  beijing: {
    code: '110105',
    streets: ['朝阳区望京街', '海淀区学院路', '东城区东直门南大街', '西城区金融大街'],
  },
  shanghai: {
    code: '310115',
    streets: ['浦东新区世纪大道', '徐汇区漕溪北路', '静安区南京西路', '长宁区虹桥路'],
  },
  shenzhen: { code: '440305', streets: ['南山区科技园南路', '福田区益田路', '罗湖区深南东路'] },
  hongkong: { code: '', streets: ['Conduit Road, Mid-Levels', 'Tai Hang Road', 'Repulse Bay Road'] },
} as const;

export const RELATIONS = ['配偶', '父亲', '母亲', '兄弟', '姐妹'] as const;
export const FAMILY_NAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵'] as const;
