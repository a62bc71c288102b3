import type { LanguageCode } from '@/core/languages';

/**
 * The statement's own sentences in the 16 languages; the criterion rows (WCAG titles, what each
 * test shows, reasons) stay in English, as the statement says. Build-time texts: they never reach a bundle.
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
  /** The section of criteria shown by tests of other variants only: never claimed met here. */
  elsewhere: string;
  elsewhereIntro: string;
  /** `{pages}`: the variants' paths, "basic, gett". */
  shownOn: string;
  /** When this variant and those pages share the common card form. `{pages}`: those of them that do. */
  sameCardForm: string;
  /** `{date}`: the day the build's source is from, written out in the section's language. */
  prepared: string;
  /** The heading of how a shopper reports a barrier. */
  feedback: string;
  /** With the variant's accessibilityContact. `{contact}`: its link. */
  feedbackContact: string;
  /** Without one: the shopper is sent to the shop, never to a dead end. */
  feedbackShop: string;
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
    elsewhere: 'Shown on other versions of this payment page, not on this one',
    elsewhereIntro:
      'Our tests show these criteria on the versions named, not on this one: here they may or may not be met.',
    shownOn: 'Shown on: {pages}.',
    sameCardForm:
      'The card form there ({pages}) is the same code as on this page, but its settings and colours may differ.',
    prepared: 'This statement was prepared on {date}.',
    feedback: 'Feedback and contact',
    feedbackContact:
      'If anything on this payment page is hard or impossible for you to use, please tell us: {contact}',
    feedbackShop:
      'If anything on this payment page is hard or impossible for you to use, please tell the shop you were paying, using the contact details on its own website.',
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
    elsewhere: 'Auf anderen Versionen dieser Zahlungsseite gezeigt, nicht auf dieser',
    elsewhereIntro:
      'Unsere Tests zeigen diese Kriterien auf den genannten Versionen, nicht auf dieser: Hier können sie erfüllt sein oder nicht.',
    shownOn: 'Gezeigt auf: {pages}.',
    sameCardForm:
      'Das Kartenformular dort ({pages}) ist derselbe Code wie auf dieser Seite, doch seine Einstellungen und Farben können abweichen.',
    prepared: 'Diese Erklärung wurde am {date} erstellt.',
    feedback: 'Feedback und Kontakt',
    feedbackContact:
      'Wenn Ihnen etwas auf dieser Zahlungsseite schwerfällt oder nicht nutzbar ist, teilen Sie es uns bitte mit: {contact}',
    feedbackShop:
      'Wenn Ihnen etwas auf dieser Zahlungsseite schwerfällt oder nicht nutzbar ist, wenden Sie sich bitte an den Shop, bei dem Sie bezahlen wollten, über die Kontaktdaten auf dessen Website.',
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
    elsewhere: 'Montré sur d’autres versions de cette page de paiement, pas sur celle-ci',
    elsewhereIntro:
      'Nos tests montrent ces critères sur les versions nommées, pas sur celle-ci : ici, ils peuvent être respectés ou non.',
    shownOn: 'Montré sur : {pages}.',
    sameCardForm:
      'Le formulaire de carte de ces versions ({pages}) est le même code que sur cette page, mais ses réglages et ses couleurs peuvent différer.',
    prepared: 'Cette déclaration a été établie le {date}.',
    feedback: 'Retour d’information et contact',
    feedbackContact:
      'Si quelque chose sur cette page de paiement vous est difficile ou impossible à utiliser, dites-le-nous : {contact}',
    feedbackShop:
      'Si quelque chose sur cette page de paiement vous est difficile ou impossible à utiliser, prévenez la boutique que vous étiez en train de payer, avec les coordonnées indiquées sur son propre site.',
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
    elsewhere: 'Demostrado en otras versiones de esta página de pago, no en esta',
    elsewhereIntro:
      'Nuestras pruebas muestran estos criterios en las versiones indicadas, no en esta: aquí pueden cumplirse o no.',
    shownOn: 'Demostrado en: {pages}.',
    sameCardForm:
      'El formulario de tarjeta de esas versiones ({pages}) es el mismo código que en esta página, pero su configuración y sus colores pueden ser distintos.',
    prepared: 'Esta declaración se preparó el {date}.',
    feedback: 'Comentarios y contacto',
    feedbackContact:
      'Si algo en esta página de pago le resulta difícil o imposible de usar, díganoslo: {contact}',
    feedbackShop:
      'Si algo en esta página de pago le resulta difícil o imposible de usar, comuníqueselo a la tienda a la que estaba pagando, mediante los datos de contacto de su propio sitio web.',
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
    elsewhere: 'Mostrato su altre versioni di questa pagina di pagamento, non su questa',
    elsewhereIntro:
      'I nostri test mostrano questi criteri sulle versioni indicate, non su questa: qui possono essere soddisfatti o no.',
    shownOn: 'Mostrato su: {pages}.',
    sameCardForm:
      'Il modulo della carta di quelle versioni ({pages}) è lo stesso codice di questa pagina, ma le sue impostazioni e i suoi colori possono essere diversi.',
    prepared: 'Questa dichiarazione è stata redatta il {date}.',
    feedback: 'Segnalazioni e contatti',
    feedbackContact:
      'Se qualcosa in questa pagina di pagamento le risulta difficile o impossibile da usare, ce lo segnali: {contact}',
    feedbackShop:
      'Se qualcosa in questa pagina di pagamento le risulta difficile o impossibile da usare, lo segnali al negozio che stava pagando, tramite i recapiti indicati sul suo sito.',
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
    elsewhere: 'Demonstrado noutras versões desta página de pagamento, não nesta',
    elsewhereIntro:
      'Os nossos testes mostram estes critérios nas versões indicadas, não nesta: aqui podem ou não ser cumpridos.',
    shownOn: 'Demonstrado em: {pages}.',
    sameCardForm:
      'O formulário do cartão dessas versões ({pages}) é o mesmo código que nesta página, mas as suas definições e cores podem ser diferentes.',
    prepared: 'Esta declaração foi elaborada em {date}.',
    feedback: 'Comentários e contacto',
    feedbackContact:
      'Se algo nesta página de pagamento for difícil ou impossível de utilizar, diga-nos: {contact}',
    feedbackShop:
      'Se algo nesta página de pagamento for difícil ou impossível de utilizar, informe a loja a quem estava a pagar, através dos contactos indicados no seu próprio site.',
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
    elsewhere: 'Pokazane na innych wersjach tej strony płatności, nie na tej',
    elsewhereIntro:
      'Nasze testy pokazują te kryteria na wymienionych wersjach, nie na tej: tutaj mogą, ale nie muszą być spełnione.',
    shownOn: 'Pokazane na: {pages}.',
    sameCardForm:
      'Formularz karty w tych wersjach ({pages}) to ten sam kod co na tej stronie, ale jego ustawienia i kolory mogą się różnić.',
    prepared: 'Deklarację sporządzono dnia {date}.',
    feedback: 'Informacje zwrotne i kontakt',
    feedbackContact:
      'Jeśli coś na tej stronie płatności jest dla Ciebie trudne lub niemożliwe w użyciu, daj nam znać: {contact}',
    feedbackShop:
      'Jeśli coś na tej stronie płatności jest dla Ciebie trudne lub niemożliwe w użyciu, skontaktuj się ze sklepem, w którym płacisz, korzystając z danych kontaktowych na jego stronie.',
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
    elsewhere: 'Показано на других версиях этой платёжной страницы, не на этой',
    elsewhereIntro:
      'Наши тесты показывают эти критерии на названных версиях, а не на этой: здесь они могут выполняться или нет.',
    shownOn: 'Показано на: {pages}.',
    sameCardForm:
      'Форма карты в этих версиях ({pages}) — тот же код, что и на этой странице, но её настройки и цвета могут отличаться.',
    prepared: 'Это заявление подготовлено {date}.',
    feedback: 'Обратная связь и контакты',
    feedbackContact:
      'Если чем-то на этой платёжной странице вам трудно или невозможно воспользоваться, сообщите нам: {contact}',
    feedbackShop:
      'Если чем-то на этой платёжной странице вам трудно или невозможно воспользоваться, сообщите магазину, которому вы платили, по контактам на его собственном сайте.',
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
    elsewhere: 'Показано на інших версіях цієї платіжної сторінки, не на цій',
    elsewhereIntro:
      'Наші тести показують ці критерії на названих версіях, а не на цій: тут вони можуть виконуватися або ні.',
    shownOn: 'Показано на: {pages}.',
    sameCardForm:
      'Форма картки в цих версіях ({pages}) — той самий код, що й на цій сторінці, але її налаштування та кольори можуть відрізнятися.',
    prepared: 'Цю заяву підготовлено {date}.',
    feedback: 'Зворотний зв’язок і контакти',
    feedbackContact:
      'Якщо чимось на цій платіжній сторінці вам важко або неможливо скористатися, повідомте нам: {contact}',
    feedbackShop:
      'Якщо чимось на цій платіжній сторінці вам важко або неможливо скористатися, повідомте магазин, якому ви платили, за контактами на його власному сайті.',
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
    elsewhere: '已在本支付页面的其他版本上证明，而非本版本',
    elsewhereIntro:
      '我们的测试在所列版本上证明了这些准则，而不是在本版本上：在这里它们可能符合，也可能不符合。',
    shownOn: '已证明于：{pages}。',
    sameCardForm: '这些版本（{pages}）的银行卡表单与本页面是同一份代码，但其设置和颜色可能不同。',
    prepared: '本声明编写于{date}。',
    feedback: '反馈与联系方式',
    feedbackContact: '如果本支付页面上有任何内容让您难以使用或无法使用，请告诉我们：{contact}',
    feedbackShop:
      '如果本支付页面上有任何内容让您难以使用或无法使用，请通过您所付款商店自己网站上的联系方式告知该商店。',
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
    elsewhere: 'הוצג בגרסאות אחרות של דף תשלום זה, לא בגרסה זו',
    elsewhereIntro:
      'הבדיקות שלנו מראות קריטריונים אלה בגרסאות שצוינו, לא בגרסה זו: כאן ייתכן שהם מתקיימים וייתכן שלא.',
    shownOn: 'הוצג בגרסאות: {pages}.',
    sameCardForm:
      'טופס הכרטיס בגרסאות אלה ({pages}) הוא אותו קוד כמו בדף זה, אך ההגדרות והצבעים שלו עשויים להיות שונים.',
    prepared: 'הצהרה זו הוכנה ב-{date}.',
    feedback: 'משוב ויצירת קשר',
    feedbackContact: 'אם משהו בדף תשלום זה קשה או בלתי אפשרי עבורכם לשימוש, אנא ספרו לנו: {contact}',
    feedbackShop:
      'אם משהו בדף תשלום זה קשה או בלתי אפשרי עבורכם לשימוש, אנא פנו לחנות שבה שילמתם, דרך פרטי הקשר שבאתר שלה.',
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
    elsewhere: 'Näidatud selle makselehe teistel versioonidel, mitte sellel',
    elsewhereIntro:
      'Meie testid näitavad neid kriteeriume nimetatud versioonidel, mitte sellel: siin võivad need olla täidetud või mitte.',
    shownOn: 'Näidatud versioonidel: {pages}.',
    sameCardForm:
      'Nende versioonide ({pages}) kaardivorm on sama kood mis sellel lehel, kuid selle seaded ja värvid võivad erineda.',
    prepared: 'See teatis koostati {date}.',
    feedback: 'Tagasiside ja kontakt',
    feedbackContact:
      'Kui midagi sellel makselehel on teile raske või võimatu kasutada, andke meile teada: {contact}',
    feedbackShop:
      'Kui midagi sellel makselehel on teile raske või võimatu kasutada, võtke ühendust poega, kellele maksite, selle veebisaidil olevate kontaktandmete kaudu.',
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
    elsewhere: 'Osoitettu tämän maksusivun muissa versioissa, ei tässä',
    elsewhereIntro:
      'Testimme osoittavat nämä kriteerit mainituissa versioissa, eivät tässä: tässä ne voivat täyttyä tai olla täyttymättä.',
    shownOn: 'Osoitettu versioissa: {pages}.',
    sameCardForm:
      'Näiden versioiden ({pages}) korttilomake on samaa koodia kuin tällä sivulla, mutta sen asetukset ja värit voivat poiketa.',
    prepared: 'Tämä seloste on laadittu {date}.',
    feedback: 'Palaute ja yhteystiedot',
    feedbackContact:
      'Jos jokin tällä maksusivulla on sinulle vaikea tai mahdoton käyttää, kerro siitä meille: {contact}',
    feedbackShop:
      'Jos jokin tällä maksusivulla on sinulle vaikea tai mahdoton käyttää, ota yhteyttä kauppaan, jolle olit maksamassa, sen omilla verkkosivuilla olevien yhteystietojen kautta.',
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
    elsewhere: 'Parodyta kitose šio mokėjimo puslapio versijose, ne šioje',
    elsewhereIntro:
      'Mūsų testai šiuos kriterijus rodo nurodytose versijose, ne šioje: čia jie gali būti atitinkami arba ne.',
    shownOn: 'Parodyta versijose: {pages}.',
    sameCardForm:
      'Šių versijų ({pages}) kortelės forma yra tas pats kodas kaip šiame puslapyje, tačiau jos nustatymai ir spalvos gali skirtis.',
    prepared: 'Šis pareiškimas parengtas {date}.',
    feedback: 'Atsiliepimai ir kontaktai',
    feedbackContact:
      'Jei kuria nors šio mokėjimo puslapio dalimi jums sunku ar neįmanoma naudotis, praneškite mums: {contact}',
    feedbackShop:
      'Jei kuria nors šio mokėjimo puslapio dalimi jums sunku ar neįmanoma naudotis, praneškite parduotuvei, kuriai mokėjote, jos svetainėje nurodytais kontaktais.',
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
    elsewhere: 'Parādīts citās šīs maksājumu lapas versijās, nevis šajā',
    elsewhereIntro:
      'Mūsu testi šos kritērijus parāda nosauktajās versijās, nevis šajā: šeit tie var būt izpildīti vai ne.',
    shownOn: 'Parādīts versijās: {pages}.',
    sameCardForm:
      'Šo versiju ({pages}) kartes veidlapa ir tas pats kods kā šajā lapā, taču tās iestatījumi un krāsas var atšķirties.',
    prepared: 'Paziņojuma sagatavošanas datums: {date}.',
    feedback: 'Atsauksmes un saziņa',
    feedbackContact:
      'Ja kaut ko šajā maksājumu lapā jums ir grūti vai neiespējami izmantot, lūdzu, pastāstiet mums: {contact}',
    feedbackShop:
      'Ja kaut ko šajā maksājumu lapā jums ir grūti vai neiespējami izmantot, lūdzu, sazinieties ar veikalu, kuram maksājāt, izmantojot kontaktinformāciju tā tīmekļa vietnē.',
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
    elsewhere: 'Vist på andre versjoner av denne betalingssiden, ikke på denne',
    elsewhereIntro:
      'Testene våre viser disse kriteriene på versjonene som er nevnt, ikke på denne: her kan de være oppfylt eller ikke.',
    shownOn: 'Vist på: {pages}.',
    sameCardForm:
      'Kortskjemaet i disse versjonene ({pages}) er den samme koden som på denne siden, men innstillingene og fargene kan være annerledes.',
    prepared: 'Denne erklæringen ble utarbeidet {date}.',
    feedback: 'Tilbakemelding og kontakt',
    feedbackContact:
      'Hvis noe på denne betalingssiden er vanskelig eller umulig for deg å bruke, gi oss beskjed: {contact}',
    feedbackShop:
      'Hvis noe på denne betalingssiden er vanskelig eller umulig for deg å bruke, ta kontakt med butikken du betalte til, via kontaktinformasjonen på nettstedet deres.',
  },
};
