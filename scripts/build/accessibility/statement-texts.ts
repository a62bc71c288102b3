import type { LanguageCode } from '@/core/languages';

/**
 * The statement's own sentences in the 16 languages; the criterion rows (WCAG titles, test names,
 * reasons) stay in English, as the statement says. Build-time texts: they never reach a bundle.
 */
export interface StatementTexts {
  title: string;
  intro: string;
  met: string;
  notApplicable: string;
  notVerified: string;
  notVerifiedIntro: string;
  limits: string;
  inEnglish: string;
  generated: string;
}

export const statementTexts: Record<LanguageCode, StatementTexts> = {
  en: {
    title: 'Accessibility statement',
    intro:
      'This payment page aims to meet WCAG 2.2 levels A and AA. Below is what our tests show, what does not apply, and what has not been verified.',
    met: 'Met, with the test that shows it',
    notApplicable: 'Does not apply',
    notVerified: 'Not verified',
    notVerifiedIntro: 'No test verifies these criteria yet: they may or may not be met.',
    limits: 'What has not been checked',
    inEnglish: 'Criteria, tests and reasons are listed in English.',
    generated: 'Written by the build of version',
  },
  de: {
    title: 'Erklärung zur Barrierefreiheit',
    intro:
      'Diese Zahlungsseite soll WCAG 2.2 Stufe A und AA erfüllen. Hier steht, was unsere Tests zeigen, was nicht zutrifft und was nicht geprüft wurde.',
    met: 'Erfüllt, mit dem Test, der es zeigt',
    notApplicable: 'Trifft nicht zu',
    notVerified: 'Nicht geprüft',
    notVerifiedIntro: 'Kein Test prüft diese Kriterien bisher: Sie können erfüllt sein oder nicht.',
    limits: 'Was nicht geprüft wurde',
    inEnglish: 'Kriterien, Tests und Gründe sind auf Englisch aufgeführt.',
    generated: 'Erstellt beim Build der Version',
  },
  fr: {
    title: 'Déclaration d’accessibilité',
    intro:
      'Cette page de paiement vise les niveaux A et AA des WCAG 2.2. Voici ce que montrent nos tests, ce qui ne s’applique pas et ce qui n’a pas été vérifié.',
    met: 'Respecté, avec le test qui le montre',
    notApplicable: 'Ne s’applique pas',
    notVerified: 'Non vérifié',
    notVerifiedIntro: 'Aucun test ne vérifie encore ces critères : ils peuvent être respectés ou non.',
    limits: 'Ce qui n’a pas été vérifié',
    inEnglish: 'Les critères, tests et raisons sont en anglais.',
    generated: 'Écrit par la compilation de la version',
  },
  es: {
    title: 'Declaración de accesibilidad',
    intro:
      'Esta página de pago pretende cumplir los niveles A y AA de WCAG 2.2. Aquí se indica lo que muestran nuestras pruebas, lo que no aplica y lo que no se ha verificado.',
    met: 'Cumplido, con la prueba que lo muestra',
    notApplicable: 'No aplica',
    notVerified: 'No verificado',
    notVerifiedIntro: 'Ninguna prueba verifica aún estos criterios: pueden cumplirse o no.',
    limits: 'Lo que no se ha comprobado',
    inEnglish: 'Los criterios, las pruebas y los motivos están en inglés.',
    generated: 'Generado por la compilación de la versión',
  },
  it: {
    title: 'Dichiarazione di accessibilità',
    intro:
      'Questa pagina di pagamento mira ai livelli A e AA delle WCAG 2.2. Qui sotto: cosa mostrano i nostri test, cosa non si applica e cosa non è stato verificato.',
    met: 'Soddisfatto, con il test che lo mostra',
    notApplicable: 'Non applicabile',
    notVerified: 'Non verificato',
    notVerifiedIntro: 'Nessun test verifica ancora questi criteri: possono essere soddisfatti o no.',
    limits: 'Cosa non è stato controllato',
    inEnglish: 'Criteri, test e motivazioni sono in inglese.',
    generated: 'Scritto dalla build della versione',
  },
  pt: {
    title: 'Declaração de acessibilidade',
    intro:
      'Esta página de pagamento pretende cumprir os níveis A e AA das WCAG 2.2. Abaixo está o que os nossos testes mostram, o que não se aplica e o que não foi verificado.',
    met: 'Cumprido, com o teste que o mostra',
    notApplicable: 'Não se aplica',
    notVerified: 'Não verificado',
    notVerifiedIntro: 'Nenhum teste verifica ainda estes critérios: podem ou não ser cumpridos.',
    limits: 'O que não foi verificado',
    inEnglish: 'Os critérios, testes e razões estão em inglês.',
    generated: 'Escrito pela compilação da versão',
  },
  pl: {
    title: 'Deklaracja dostępności',
    intro:
      'Ta strona płatności ma spełniać WCAG 2.2 na poziomach A i AA. Poniżej: co pokazują nasze testy, co nie ma zastosowania i czego nie sprawdzono.',
    met: 'Spełnione, z testem, który to pokazuje',
    notApplicable: 'Nie dotyczy',
    notVerified: 'Niesprawdzone',
    notVerifiedIntro: 'Żaden test nie sprawdza jeszcze tych kryteriów: mogą, ale nie muszą być spełnione.',
    limits: 'Czego nie sprawdzono',
    inEnglish: 'Kryteria, testy i uzasadnienia podano po angielsku.',
    generated: 'Zapisane przez build wersji',
  },
  ru: {
    title: 'Заявление о доступности',
    intro:
      'Эта платёжная страница стремится соответствовать WCAG 2.2 уровней A и AA. Ниже — что показывают наши тесты, что неприменимо и что не проверено.',
    met: 'Выполнено, с тестом, который это показывает',
    notApplicable: 'Неприменимо',
    notVerified: 'Не проверено',
    notVerifiedIntro: 'Ни один тест пока не проверяет эти критерии: они могут выполняться или нет.',
    limits: 'Что не проверялось',
    inEnglish: 'Критерии, тесты и причины приведены на английском.',
    generated: 'Создано сборкой версии',
  },
  ua: {
    title: 'Заява про доступність',
    intro:
      'Ця платіжна сторінка прагне відповідати WCAG 2.2 рівнів A і AA. Нижче — що показують наші тести, що не застосовується і що не перевірено.',
    met: 'Виконано, з тестом, який це показує',
    notApplicable: 'Не застосовується',
    notVerified: 'Не перевірено',
    notVerifiedIntro: 'Жоден тест поки не перевіряє ці критерії: вони можуть виконуватися або ні.',
    limits: 'Що не перевірялося',
    inEnglish: 'Критерії, тести та причини наведено англійською.',
    generated: 'Створено збіркою версії',
  },
  cn: {
    title: '无障碍声明',
    intro:
      '本支付页面旨在符合 WCAG 2.2 A 级和 AA 级。以下列出我们的测试所证明的内容、不适用的内容以及尚未验证的内容。',
    met: '已符合，并附证明它的测试',
    notApplicable: '不适用',
    notVerified: '未验证',
    notVerifiedIntro: '目前没有测试验证这些准则：它们可能符合，也可能不符合。',
    limits: '尚未检查的内容',
    inEnglish: '准则、测试和原因以英文列出。',
    generated: '由以下版本的构建生成',
  },
  he: {
    title: 'הצהרת נגישות',
    intro:
      'דף תשלום זה שואף לעמוד ב-WCAG 2.2 ברמות A ו-AA. להלן מה שהבדיקות שלנו מראות, מה שאינו רלוונטי ומה שלא נבדק.',
    met: 'מתקיים, עם הבדיקה שמראה זאת',
    notApplicable: 'לא רלוונטי',
    notVerified: 'לא נבדק',
    notVerifiedIntro: 'אף בדיקה עדיין אינה מאמתת קריטריונים אלה: ייתכן שהם מתקיימים וייתכן שלא.',
    limits: 'מה לא נבדק',
    inEnglish: 'הקריטריונים, הבדיקות והנימוקים מופיעים באנגלית.',
    generated: 'נכתב בבנייה של גרסה',
  },
  et: {
    title: 'Ligipääsetavuse teatis',
    intro:
      'See makseleht püüab vastata WCAG 2.2 tasemetele A ja AA. Allpool on kirjas, mida meie testid näitavad, mis ei kehti ja mida pole kontrollitud.',
    met: 'Täidetud, koos seda näitava testiga',
    notApplicable: 'Ei kehti',
    notVerified: 'Kontrollimata',
    notVerifiedIntro: 'Ükski test ei kontrolli neid kriteeriume veel: need võivad olla täidetud või mitte.',
    limits: 'Mida pole kontrollitud',
    inEnglish: 'Kriteeriumid, testid ja põhjused on inglise keeles.',
    generated: 'Kirjutatud versiooni ehitusel',
  },
  fi: {
    title: 'Saavutettavuusseloste',
    intro:
      'Tämä maksusivu pyrkii täyttämään WCAG 2.2 -tasot A ja AA. Alla kerrotaan, mitä testimme osoittavat, mikä ei koske sivua ja mitä ei ole tarkistettu.',
    met: 'Täyttyy, ja sen osoittava testi',
    notApplicable: 'Ei koske sivua',
    notVerified: 'Tarkistamatta',
    notVerifiedIntro:
      'Mikään testi ei vielä tarkista näitä kriteerejä: ne voivat täyttyä tai olla täyttymättä.',
    limits: 'Mitä ei ole tarkistettu',
    inEnglish: 'Kriteerit, testit ja perustelut ovat englanniksi.',
    generated: 'Kirjoitettu version koonnissa',
  },
  lt: {
    title: 'Pareiškimas dėl prieinamumo',
    intro:
      'Šis mokėjimo puslapis siekia atitikti WCAG 2.2 A ir AA lygius. Toliau – ką rodo mūsų testai, kas netaikoma ir kas nepatikrinta.',
    met: 'Atitinka, su tai rodančiu testu',
    notApplicable: 'Netaikoma',
    notVerified: 'Nepatikrinta',
    notVerifiedIntro: 'Joks testas kol kas netikrina šių kriterijų: jie gali būti atitinkami arba ne.',
    limits: 'Kas nepatikrinta',
    inEnglish: 'Kriterijai, testai ir priežastys pateikti anglų kalba.',
    generated: 'Parašyta versijos kūrimo metu',
  },
  lv: {
    title: 'Paziņojums par piekļūstamību',
    intro:
      'Šī maksājumu lapa tiecas atbilst WCAG 2.2 A un AA līmenim. Zemāk – ko rāda mūsu testi, kas neattiecas un kas nav pārbaudīts.',
    met: 'Izpildīts, ar testu, kas to parāda',
    notApplicable: 'Neattiecas',
    notVerified: 'Nav pārbaudīts',
    notVerifiedIntro: 'Neviens tests šos kritērijus vēl nepārbauda: tie var būt izpildīti vai ne.',
    limits: 'Kas nav pārbaudīts',
    inEnglish: 'Kritēriji, testi un iemesli ir norādīti angļu valodā.',
    generated: 'Uzrakstīts versijas būvē',
  },
  no: {
    title: 'Tilgjengelighetserklæring',
    intro:
      'Denne betalingssiden tar sikte på å oppfylle WCAG 2.2 nivå A og AA. Nedenfor står hva testene våre viser, hva som ikke gjelder, og hva som ikke er verifisert.',
    met: 'Oppfylt, med testen som viser det',
    notApplicable: 'Gjelder ikke',
    notVerified: 'Ikke verifisert',
    notVerifiedIntro: 'Ingen test verifiserer disse kriteriene ennå: de kan være oppfylt eller ikke.',
    limits: 'Hva som ikke er sjekket',
    inEnglish: 'Kriterier, tester og begrunnelser står på engelsk.',
    generated: 'Skrevet av byggingen av versjon',
  },
};
