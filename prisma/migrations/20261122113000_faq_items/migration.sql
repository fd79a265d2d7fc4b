-- Data only (no schema change): the FAQ every site starts with (spec §2 FAQ; decision 014).
-- Plain text, paragraphs separated by a blank line; administrators change or remove them at /admin/faq.
INSERT INTO "FaqItem" ("title", "text", "weight") VALUES
  ('Wat kost een geboortelijst?', 'Niets. Een geboortelijst maken en beheren is gratis voor de ouders, en schenken kost de familie en vrienden niets extra.

Betaalt iemand een geschenkje nu, dan gaat het geld met een gewone overschrijving rechtstreeks naar de rekening van de ouders. Wij komen niet tussen en houden er niets van af.

Koop je iets via de link naar een van onze partnerwinkels, dan krijgen wij soms een kleine vergoeding van die winkel. Jij betaalt daardoor niets meer.', 10),
  ('Hoe werkt ‘Geschenk reserveren en nu betalen’?', 'Je kiest een geschenkje op de lijst, legt het in je geschenkmandje en bevestigt je reservatie met je naam en e-mailadres. Het geschenkje staat vanaf dan op jouw naam, zodat niemand anders het nog kan geven.

Daarna schrijf je het bedrag zelf over naar de rekening van de ouders (de ‘Pamperrekening’). De betaalgegevens krijg je meteen op de bevestigingspagina en ook in de bevestigingsmail. De ouders kopen het geschenkje dan zelf, of gebruiken het geld voor iets wat ze op dat moment nodig hebben.', 20),
  ('Wat is de gestructureerde mededeling en hoe gebruik ik de QR-code?', 'Bij elke reservatie die je nu betaalt, krijg je een gestructureerde mededeling, zoals +++123/4567/89002+++. Zo zien de ouders op hun rekeninguittreksel meteen van wie de overschrijving komt en voor welke geschenkjes. Neem ze dus exact over en zet er geen andere tekst bij.

Makkelijker nog: open je bankapp, kies ‘Scan en betaal’ (of een gelijkaardige knop) en scan de QR-code op de bevestigingspagina of in de mail. Rekeningnummer, begunstigde, bedrag en mededeling worden dan voor je ingevuld. Kijk ze nog even na voor je de betaling bevestigt.', 30),
  ('Kan ik een groot geschenk in delen geven?', 'Ja. Ouders kunnen een duurder geschenk, zoals een kinderwagen of een autostoeltje, opsplitsen in delen. Verschillende mensen geven dan elk een deel en samen maken ze het geschenk compleet.

Op de lijst zie je hoeveel delen er nog beschikbaar zijn. Je kan één deel geven of meteen alle resterende delen. Delen betaal je altijd met een overschrijving naar de rekening van de ouders, met de QR-code of de gestructureerde mededeling die je na je reservatie krijgt.', 40),
  ('Hoe werkt ‘Geschenk persoonlijk afgeven’? Wordt het opgestuurd?', 'Kies je ervoor om een geschenkje persoonlijk af te geven, dan reserveer je het op de lijst en koop je het zelf: in de winkel die de ouders opgaven, in een webshop of waar je maar wil. Daarna geef je het persoonlijk aan de ouders, bijvoorbeeld op kraambezoek.

Wij versturen zelf niets. Bestel je in een webshop, dan kan die verzendkosten aanrekenen; laat het geschenk het best naar je eigen adres leveren, of vraag de ouders waar het naartoe mag. De prijs op de lijst is een richtprijs: in de winkel kan hij iets afwijken.', 50),
  ('Wat gebeurt er met mijn gegevens als ik een geschenk geef?', 'Je naam, je e-mailadres en je boodschap zien enkel de ouders van de geboortelijst, zodat ze weten van wie elk geschenkje komt en je kunnen bedanken. Je e-mailadres gebruiken we verder alleen om je de bevestiging van je reservatie te sturen.

We verkopen je gegevens niet, geven ze aan niemand door en sturen je geen reclame. Wissen de ouders hun geboortelijst, dan verdwijnen ook de reservaties en de gegevens van de schenkers. Wil je dat we je gegevens eerder wissen, stuur ons dan een bericht via het contactformulier.', 60),
  ('Kan ik mijn geboortelijst nog aanpassen of verwijderen?', 'Ja, altijd. Log in en kies in het menu je lijst. Bij ‘Lijst instellingen’ pas je de namen, het rekeningnummer en de tekst bovenaan je lijst aan. Bij ‘Producten’ voeg je geschenkjes toe, pas je ze aan, verberg je ze tijdelijk of verander je de volgorde.

Een geschenkje dat al gegeven werd, kan je niet meer wijzigen of wissen: zo klopt het overzicht bij ‘Reeds geschonken’ altijd.

Wil je de lijst helemaal weg? Onderaan de lijstinstellingen staat de knop ‘Geboortelijst verwijderen’. Daarmee verdwijnen ook alle geschenkjes, reservaties en foto’s, en dat kan niet ongedaan gemaakt worden.', 70),
  ('Wat als iemand anders hetzelfde geschenk net geeft, of als ik het niet meer kan kopen?', 'Elk geschenkje (of elk deel ervan) kan maar één keer gereserveerd worden. Bevestigen twee mensen tegelijk, dan krijgt enkel de eerste het. De tweede krijgt een melding, het geschenkje verdwijnt uit het mandje en er wordt niets aangerekend.

Is een geschenkje dat je wilde kopen intussen uitverkocht of niet meer te vinden? Kies dan gerust een gelijkaardig exemplaar en laat het de ouders weten. Wil je je reservatie liever laten vervallen, stuur ons dan een bericht via het contactformulier: dan annuleren we ze en komt het geschenkje weer vrij op de lijst.', 80),
  ('Hoe vind ik een geboortelijst?', 'Kies ‘Zoek een geboortelijst’ en vul de voornaam van de baby en de voornaam van één van de ouders in. Hoofdletters en accenten maken niet uit.

Vind je de lijst niet? Kijk de spelling nog eens na, of vraag de ouders om de link naar hun lijst: die ziet eruit als geboortelijst.be/list/voornaam-achternaam.', 90),
  ('Ik heb betaald. Weten de ouders dat?', 'De ouders zien je reservatie meteen in hun overzicht ‘Reeds geschonken’, met je naam, je boodschap en de gestructureerde mededeling. Zodra je overschrijving op hun rekening staat, meestal binnen één werkdag, kunnen ze ze als ontvangen aanduiden.

Ze krijgen ook een mailtje bij elke nieuwe reservatie, zodat ze je meteen kunnen bedanken.', 100);
