/**
 * Typing slips the labelled set (../labelled-pairs.tsv) puts into names.
 *
 * Chinese: slips of the pinyin input method pick a character of the same reading (动 → 东), and
 * slips of the eye or of a shape-based input method a character of similar shape (技 → 枝); the
 * homophone groups are from the 《现代汉语词典》 syllable index (same toneless reading), the
 * legal-form and industry slips are the misspellings that the State Administration for Market
 * Regulation's name-check guidance lists as common (有限公可, 科枝 …). Latin: the four classic
 * single-letter slips (Damerau), applied by the generator.
 */
export const HOMOPHONE_GROUPS: readonly string[] = `东动冬栋董 华化花话划 新信心欣鑫芯 通同童桐铜 天田添甜
  源元远园原圆 龙隆珑泷 盛胜生升圣 丰峰风锋枫凤 宏鸿红虹弘洪 嘉佳家加 瑞锐睿蕊 泰太台态 兴星行杏幸
  福富复辅府 诚成城程承 力立利丽理李 明铭名鸣 达大答 宇雨语玉育裕誉 金锦晋进津 智志致知之芝 博波柏伯
  维伟威为微卫 美梅每媒 世实时石仕 荣容融蓉 凯开恺楷 海还孩亥 康抗慷 安岸按暗 德得 创窗床`
  .split(/\s+/)
  .filter(Boolean);

/** [word, slips of it]: legal-form and industry words as mistyped. */
export const HAN_WORD_SLIPS: readonly [string, readonly string[]][] = [
  ['有限公司', ['有限公可', '有很公司', '有限公私', '有线公司', '友限公司', '有限公同']],
  ['股份有限公司', ['股仿有限公司', '股份有限公可', '股分有限公司']],
  ['有限责任公司', ['有限则任公司', '有限责仼公司', '有限责任公可']],
  ['科技', ['科枝', '料技', '科伎']],
  ['管理咨询', ['管理咨旬', '管理资询', '菅理咨询']],
  ['贸易', ['贸昜', '茂易', '贸意']],
  ['投资', ['投姿', '投咨']],
  ['实业', ['实亚', '实叶']],
  ['网络科技', ['网落科技', '网洛科技']],
  ['电子', ['电了', '电仔']],
  ['医药', ['医约', '医要']],
  ['信息技术', ['信息枝术', '信思技术']],
  ['物流', ['物留', '勿流']],
  ['建设工程', ['建没工程', '建设工呈']],
  ['文化传媒', ['文化传谋', '文化传煤']],
  ['餐饮管理', ['餐钦管理', '餐饮管里']],
  ['供应链管理', ['供应连管理', '供因链管理']],
  ['资产管理', ['资产菅理', '姿产管理']],
];

/** [word, slips of it]: Latin legal-form and industry words as mistyped. */
export const LATIN_WORD_SLIPS: readonly [string, readonly string[]][] = [
  ['Limited', ['Limted', 'Limitd', 'Limied', 'Lmited', 'Limietd']],
  ['Company', ['Compnay', 'Comapny', 'Copmany', 'Compamy']],
  ['Corporation', ['Corporaton', 'Coporation', 'Corportion', 'Corporatoin']],
  ['Incorporated', ['Incorported', 'Incoporated']],
  ['Holdings', ['Holdngs', 'Hodlings', 'Holdigns']],
  ['Technologies', ['Technolgies', 'Techonologies', 'Technologeis']],
  ['International', ['Internatonal', 'Intenational', 'Internatoinal']],
  ['Investments', ['Investmetns', 'Investmnets']],
  ['Trading', ['Tradng', 'Tarding']],
  ['Consulting', ['Consluting', 'Consultign']],
  ['Industries', ['Industires', 'Indsutries']],
  ['Pharmaceuticals', ['Pharmaceuticls', 'Pharmacueticals']],
  ['Logistics', ['Logisitcs', 'Logistcs']],
  ['Aktiengesellschaft', ['Aktiengesellshaft', 'Aktiengeselschaft']],
];
