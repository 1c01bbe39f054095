/**
 * Passwords seen at the top of every leaked-password list. A password on it is weak even when it
 * passes the character rules (compared case-insensitively).
 */
const COMMON = `
123456 123456789 12345678 password qwerty123 qwerty 1q2w3e 12345 1234567 111111 123123 1234567890
000000 abc123 password1 iloveyou 1q2w3e4r 1qaz2wsx qwertyuiop 123321 654321 666666 7777777 888888
88888888 987654321 11111111 121212 112233 admin admin123 administrator root letmein welcome welcome1
welcome123 monkey dragon football baseball sunshine princess master shadow superman batman trustno1
starwars whatever freedom michael charlie jordan hello hello123 login passw0rd p@ssw0rd p@ssword
pa$$word password123 password12 password! qazwsx zaq12wsx zxcvbnm asdfgh asdfghjkl 1qazxsw2 q1w2e3r4
q1w2e3r4t5 1q2w3e4r5t 1q2w3e4r5t6y qwe123 qwe123456 a123456 aa123456 a12345678 abc12345 abcd1234
1234qwer 123qwe 123abc 123456a 12345a 12345qwert qwerty1 qwerty12 qwert12345 iloveyou1 changeme
changeme123 secret secret123 test test123 test1234 guest guest123 default user user123 demo demo123
google facebook linkedin apple samsung computer internet access access123 killer pokemon summer winter
spring autumn love123 lovely 5201314 woaini1314 woaini 147258369 159357 789456123 147258 1314520
aaaaaa aaaaaaaa abcdef abcdefg abc123456 qwertyu zxcvbn 11223344 12341234 1111111111 0987654321
shop123 shop1234 portline portline123 gateway gateway123 sms123456 voip1234
`
  .trim()
  .split(/\s+/);

const COMMON_SET = new Set(COMMON.map((password) => password.toLowerCase()));

export function isCommonPassword(password: string): boolean {
  return COMMON_SET.has(password.toLowerCase());
}
