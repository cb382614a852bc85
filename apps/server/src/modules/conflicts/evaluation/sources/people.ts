/**
 * Personal names the labelled set (../labelled-pairs.tsv) is built from.
 *
 * Sources:
 * - Chinese surnames: the Ministry of Public Security's 2020 ranking of the most common surnames
 *   (《二〇二〇年全国姓名报告》, top 100), with each surname's Hong Kong spelling as the Immigration
 *   Department writes it (Hong Kong Government Cantonese Romanisation) and its Taiwan spelling in
 *   Wade-Giles as Taiwan passports used it before 2009 (Ministry of the Interior table).
 * - Given-name characters: the characters most used in given names in the same report, with the same
 *   three romanisations (written here from those tables, not computed by the matcher's libraries).
 * - Western names: the US Social Security Administration's popular baby names (1950–2000) and the
 *   US Census Bureau's 2010 list of frequently occurring surnames.
 * Columns: simplified, traditional, pinyin, Hong Kong, Wade-Giles.
 */
export type Reading = readonly [
  simplified: string,
  traditional: string,
  pinyin: string,
  hk: string,
  wg: string,
];

export const SURNAMES: readonly Reading[] = [
  ['王', '王', 'wang', 'wong', 'wang'],
  ['李', '李', 'li', 'lee', 'li'],
  ['张', '張', 'zhang', 'cheung', 'chang'],
  ['刘', '劉', 'liu', 'lau', 'liu'],
  ['陈', '陳', 'chen', 'chan', 'chen'],
  ['杨', '楊', 'yang', 'yeung', 'yang'],
  ['黄', '黃', 'huang', 'wong', 'huang'],
  ['赵', '趙', 'zhao', 'chiu', 'chao'],
  ['吴', '吳', 'wu', 'ng', 'wu'],
  ['周', '周', 'zhou', 'chow', 'chou'],
  ['徐', '徐', 'xu', 'tsui', 'hsu'],
  ['孙', '孫', 'sun', 'suen', 'sun'],
  ['马', '馬', 'ma', 'ma', 'ma'],
  ['朱', '朱', 'zhu', 'chu', 'chu'],
  ['胡', '胡', 'hu', 'wu', 'hu'],
  ['郭', '郭', 'guo', 'kwok', 'kuo'],
  ['何', '何', 'he', 'ho', 'ho'],
  ['林', '林', 'lin', 'lam', 'lin'],
  ['罗', '羅', 'luo', 'law', 'lo'],
  ['高', '高', 'gao', 'ko', 'kao'],
  ['郑', '鄭', 'zheng', 'cheng', 'cheng'],
  ['梁', '梁', 'liang', 'leung', 'liang'],
  ['谢', '謝', 'xie', 'tse', 'hsieh'],
  ['宋', '宋', 'song', 'sung', 'sung'],
  ['唐', '唐', 'tang', 'tong', 'tang'],
  ['许', '許', 'xu', 'hui', 'hsu'],
  ['韩', '韓', 'han', 'hon', 'han'],
  ['冯', '馮', 'feng', 'fung', 'feng'],
  ['邓', '鄧', 'deng', 'tang', 'teng'],
  ['曹', '曹', 'cao', 'tso', 'tsao'],
  ['彭', '彭', 'peng', 'pang', 'peng'],
  ['曾', '曾', 'zeng', 'tsang', 'tseng'],
  ['萧', '蕭', 'xiao', 'siu', 'hsiao'],
  ['蔡', '蔡', 'cai', 'choi', 'tsai'],
  ['潘', '潘', 'pan', 'poon', 'pan'],
  ['袁', '袁', 'yuan', 'yuen', 'yuan'],
  ['叶', '葉', 'ye', 'yip', 'yeh'],
  ['余', '余', 'yu', 'yu', 'yu'],
  ['钟', '鍾', 'zhong', 'chung', 'chung'],
  ['江', '江', 'jiang', 'kong', 'chiang'],
  ['蒋', '蔣', 'jiang', 'cheung', 'chiang'],
  ['魏', '魏', 'wei', 'ngai', 'wei'],
  ['卢', '盧', 'lu', 'lo', 'lu'],
  ['麦', '麥', 'mai', 'mak', 'mai'],
  ['莫', '莫', 'mo', 'mok', 'mo'],
  ['廖', '廖', 'liao', 'liu', 'liao'],
  ['侯', '侯', 'hou', 'hau', 'hou'],
  ['石', '石', 'shi', 'shek', 'shih'],
  ['欧阳', '歐陽', 'ou yang', 'au yeung', 'ou yang'],
  ['司徒', '司徒', 'si tu', 'szeto', 'ssu tu'],
];

export const GIVEN: readonly Reading[] = [
  ['伟', '偉', 'wei', 'wai', 'wei'],
  ['明', '明', 'ming', 'ming', 'ming'],
  ['华', '華', 'hua', 'wah', 'hua'],
  ['国', '國', 'guo', 'kwok', 'kuo'],
  ['建', '建', 'jian', 'kin', 'chien'],
  ['文', '文', 'wen', 'man', 'wen'],
  ['志', '志', 'zhi', 'chi', 'chih'],
  ['强', '強', 'qiang', 'keung', 'chiang'],
  ['美', '美', 'mei', 'mei', 'mei'],
  ['玲', '玲', 'ling', 'ling', 'ling'],
  ['丽', '麗', 'li', 'lai', 'li'],
  ['英', '英', 'ying', 'ying', 'ying'],
  ['芳', '芳', 'fang', 'fong', 'fang'],
  ['敏', '敏', 'min', 'man', 'min'],
  ['俊', '俊', 'jun', 'chun', 'chun'],
  ['杰', '傑', 'jie', 'kit', 'chieh'],
  ['德', '德', 'de', 'tak', 'te'],
  ['辉', '輝', 'hui', 'fai', 'hui'],
  ['荣', '榮', 'rong', 'wing', 'jung'],
  ['雄', '雄', 'xiong', 'hung', 'hsiung'],
  ['光', '光', 'guang', 'kwong', 'kuang'],
  ['达', '達', 'da', 'tat', 'ta'],
  ['成', '成', 'cheng', 'shing', 'cheng'],
  ['家', '家', 'jia', 'ka', 'chia'],
  ['小', '小', 'xiao', 'siu', 'hsiao'],
  ['天', '天', 'tian', 'tin', 'tien'],
  ['宇', '宇', 'yu', 'yu', 'yu'],
  ['东', '東', 'dong', 'tung', 'tung'],
  ['海', '海', 'hai', 'hoi', 'hai'],
  ['婷', '婷', 'ting', 'ting', 'ting'],
  ['欣', '欣', 'xin', 'yan', 'hsin'],
  ['慧', '慧', 'hui', 'wai', 'hui'],
  ['思', '思', 'si', 'sze', 'ssu'],
  ['永', '永', 'yong', 'wing', 'yung'],
  ['浩', '浩', 'hao', 'ho', 'hao'],
  ['峰', '峰', 'feng', 'fung', 'feng'],
  ['冠', '冠', 'guan', 'kwun', 'kuan'],
  ['子', '子', 'zi', 'tsz', 'tzu'],
  ['秀', '秀', 'xiu', 'sau', 'hsiu'],
  ['振', '振', 'zhen', 'chun', 'chen'],
  ['宏', '宏', 'hong', 'wang', 'hung'],
  ['玉', '玉', 'yu', 'yuk', 'yu'],
  ['淑', '淑', 'shu', 'suk', 'shu'],
  ['佩', '佩', 'pei', 'pui', 'pei'],
  ['锦', '錦', 'jin', 'kam', 'chin'],
  ['宝', '寶', 'bao', 'po', 'pao'],
  ['新', '新', 'xin', 'san', 'hsin'],
  ['立', '立', 'li', 'lap', 'li'],
  ['安', '安', 'an', 'on', 'an'],
  ['贤', '賢', 'xian', 'yin', 'hsien'],
  ['兴', '興', 'xing', 'hing', 'hsing'],
  ['耀', '耀', 'yao', 'yiu', 'yao'],
  ['智', '智', 'zhi', 'chi', 'chih'],
  ['诚', '誠', 'cheng', 'shing', 'cheng'],
  ['春', '春', 'chun', 'chun', 'chun'],
  ['桂', '桂', 'gui', 'kwai', 'kuei'],
  ['铭', '銘', 'ming', 'ming', 'ming'],
  ['斌', '斌', 'bin', 'pan', 'pin'],
  ['霞', '霞', 'xia', 'ha', 'hsia'],
  ['琳', '琳', 'lin', 'lam', 'lin'],
  ['晓', '曉', 'xiao', 'hiu', 'hsiao'],
  ['鹏', '鵬', 'peng', 'pang', 'peng'],
  ['刚', '剛', 'gang', 'kong', 'kang'],
  ['军', '軍', 'jun', 'kwan', 'chun'],
];

/**
 * Characters with a reading they have only inside particular words (和 huo in 和面, 强 jiang in
 * 倔强, 叶 xie in 叶韵 …), from the 《现代汉语词典》 entries for each: a Latin name spelled with that
 * reading is not the person whose name holds the character. [character, usual reading, word-bound
 * reading, position the character takes in a name].
 */
export const WORD_BOUND_READINGS: readonly [string, string, string, 'surname' | 'given'][] = [
  ['和', 'he', 'huo', 'given'],
  ['行', 'xing', 'hang', 'given'],
  ['会', 'hui', 'kuai', 'given'],
  ['觉', 'jue', 'jiao', 'given'],
  ['大', 'da', 'dai', 'given'],
  ['强', 'qiang', 'jiang', 'given'],
  ['奇', 'qi', 'ji', 'given'],
  ['红', 'hong', 'gong', 'given'],
  ['澄', 'cheng', 'deng', 'given'],
  ['莎', 'sha', 'suo', 'given'],
  ['露', 'lu', 'lou', 'given'],
  ['蔚', 'wei', 'yu', 'given'],
  ['虹', 'hong', 'jiang', 'given'],
  ['叶', 'ye', 'xie', 'surname'],
  ['贾', 'jia', 'gu', 'surname'],
  ['石', 'shi', 'dan', 'surname'],
  ['车', 'che', 'ju', 'surname'],
  ['卜', 'bu', 'bo', 'surname'],
  ['翟', 'zhai', 'di', 'surname'],
  ['万', 'wan', 'mo', 'surname'],
  ['盛', 'sheng', 'cheng', 'surname'],
  ['艾', 'ai', 'yi', 'surname'],
];

/** SSA popular given names (both sexes), used as Western first names and as added English names. */
export const WESTERN_GIVEN = `James Mary John Patricia Robert Jennifer Michael Linda William Elizabeth David
  Barbara Richard Susan Joseph Jessica Thomas Sarah Charles Karen Christopher Nancy Daniel Lisa
  Matthew Betty Anthony Margaret Mark Sandra Donald Ashley Steven Kimberly Paul Emily Andrew Donna
  Joshua Michelle Kenneth Dorothy Kevin Carol Brian Amanda George Melissa Edward Deborah Ronald
  Stephanie Timothy Rebecca Jason Sharon Jeffrey Laura Ryan Cynthia Jacob Kathleen Gary Amy
  Nicholas Angela Eric Shirley Jonathan Anna Stephen Brenda Larry Pamela Justin Emma Scott Nicole
  Brandon Helen Benjamin Samantha Samuel Katherine Gregory Christine Frank Debra Alexander Rachel
  Raymond Catherine Patrick Carolyn Jack Janet Dennis Ruth Jerry Maria Tyler Heather Aaron Diane
  Peter Vincent Henry Kelvin Vivian Winnie Ivan Alan Tony Jacky Gordon Eddie Wilson Samson Felix`
  .split(/\s+/)
  .filter(Boolean);

/** US Census 2010 frequently occurring surnames. */
export const WESTERN_SURNAMES = `Smith Johnson Williams Brown Jones Miller Davis Wilson Anderson Taylor
  Thomas Moore Martin Jackson Thompson White Harris Clark Lewis Robinson Walker Young Allen King
  Wright Scott Hill Green Adams Baker Nelson Carter Mitchell Roberts Turner Phillips Campbell Parker
  Evans Edwards Collins Stewart Morris Murphy Cook Rogers Morgan Cooper Peterson Reed Bailey Bell
  Kelly Howard Ward Cox Richardson Wood Watson Brooks Bennett Gray James Hughes Price Sanders Myers
  Long Ross Foster Powell Jenkins Perry Russell Sullivan Fisher Henderson Coleman Simmons Patterson
  Jordan Reynolds Hamilton Graham Wallace Woods Cole West Owens Marshall Ellis Harrison Gibson
  Mcdonald Cruz Murray Ford Wells Hayes Fleming Whitfield Pemberton Ashworth Blackwood Fairbanks`
  .split(/\s+/)
  .filter(Boolean);

/**
 * Surnames one letter apart that are both surnames of their own in the Census list: two people,
 * not a typo ([a, b]).
 */
export const SURNAME_NEIGHBOURS: readonly [string, string][] = [
  ['Brown', 'Browne'],
  ['Johnson', 'Johnston'],
  ['Thompson', 'Thomson'],
  ['Clark', 'Clarke'],
  ['Smith', 'Smyth'],
  ['Reid', 'Reed'],
  ['Allen', 'Allan'],
  ['Anderson', 'Andersen'],
  ['Peterson', 'Petersen'],
  ['Carson', 'Carlson'],
  ['Philips', 'Phillips'],
  ['Mathews', 'Matthews'],
  ['Green', 'Greene'],
  ['Davis', 'Davies'],
  ['Hanson', 'Hansen'],
  ['Fisher', 'Fischer'],
  ['Meyer', 'Meier'],
  ['Schmidt', 'Schmitt'],
  ['Hart', 'Harte'],
  ['Lyon', 'Lyons'],
  ['Wood', 'Woods'],
  ['Field', 'Fields'],
  ['Stephens', 'Stevens'],
  ['Gray', 'Grey'],
  ['Nichols', 'Nicholls'],
  ['Jensen', 'Jenson'],
  ['Olsen', 'Olson'],
  ['Larsen', 'Larson'],
  ['Bell', 'Ball'],
  ['Hill', 'Hall'],
  ['Moore', 'Moor'],
  ['Hayes', 'Hays'],
  ['Walsh', 'Welsh'],
  ['Kelly', 'Kelley'],
  ['Marshal', 'Marshall'],
  ['Russel', 'Russell'],
  ['Mitchel', 'Mitchell'],
  ['Powel', 'Powell'],
  ['Rogers', 'Rodgers'],
  ['Simmons', 'Simons'],
];

/** Given names one letter apart, each a given name of its own in the SSA list. */
export const GIVEN_NEIGHBOURS: readonly [string, string][] = [
  ['John', 'Joan'],
  ['Dan', 'Don'],
  ['Eric', 'Erin'],
  ['Mario', 'Maria'],
  ['Paul', 'Paula'],
  ['Carl', 'Carla'],
  ['Louis', 'Louise'],
  ['Daniel', 'Daniela'],
  ['Francis', 'Frances'],
  ['Julian', 'Julia'],
  ['Mark', 'Marc'],
  ['Dean', 'Dena'],
];
