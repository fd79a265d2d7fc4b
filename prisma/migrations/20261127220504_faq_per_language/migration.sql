-- DropIndex
DROP INDEX "FaqItem_weight_idx";

-- AlterTable
ALTER TABLE "FaqItem" ADD COLUMN     "locale" "Locale" NOT NULL DEFAULT 'nl';

-- CreateIndex
CREATE INDEX "FaqItem_locale_weight_idx" ON "FaqItem"("locale", "weight");

-- The French FAQ every site starts with, beside the Dutch one (decision 059); administrators change it at /admin/faq.
INSERT INTO "FaqItem" ("locale", "title", "text", "weight") VALUES
  ('fr', 'Combien coûte une liste de naissance ?', 'Rien. Créer et gérer une liste de naissance est gratuit pour les parents, et offrir un cadeau ne coûte rien de plus à la famille et aux amis.

Si quelqu’un paie un cadeau tout de suite, l’argent va directement sur le compte des parents par un simple virement. Nous n’intervenons pas et ne prélevons rien.

Si vous achetez quelque chose via le lien vers l’une de nos boutiques partenaires, il arrive que cette boutique nous verse une petite commission. Vous ne payez rien de plus pour autant.', 10),
  ('fr', 'Comment fonctionne « Réserver et payer par virement » ?', 'Vous choisissez un cadeau sur la liste, vous l’ajoutez à votre panier et vous confirmez votre réservation avec votre nom et votre adresse e-mail. Le cadeau est alors réservé à votre nom : personne d’autre ne peut plus l’offrir.

Ensuite, vous virez vous-même le montant sur le compte des parents (le « compte de naissance »). Vous recevez les données de paiement tout de suite sur la page de confirmation et dans l’e-mail de confirmation. Les parents achètent alors le cadeau eux-mêmes, ou utilisent l’argent pour ce dont ils ont besoin à ce moment-là.', 20),
  ('fr', 'Qu’est-ce que la communication structurée et comment utiliser le code QR ?', 'Pour chaque réservation que vous payez par virement, vous recevez une communication structurée, par exemple +++123/4567/89002+++. Les parents voient ainsi tout de suite sur leur extrait de compte de qui vient le virement et pour quels cadeaux. Recopiez-la donc exactement, sans y ajouter d’autre texte.

Plus simple encore : ouvrez votre app bancaire, choisissez « Scanner et payer » (ou un bouton semblable) et scannez le code QR de la page de confirmation ou de l’e-mail. Le numéro de compte, le bénéficiaire, le montant et la communication sont alors remplis pour vous. Vérifiez-les avant de confirmer le paiement.', 30),
  ('fr', 'Puis-je offrir un gros cadeau en plusieurs parts ?', 'Oui. Les parents peuvent diviser un cadeau plus cher, comme une poussette ou un siège-auto, en plusieurs parts. Plusieurs personnes offrent alors chacune une part et, ensemble, elles complètent le cadeau.

Sur la liste, vous voyez combien de parts sont encore disponibles. Vous pouvez offrir une part ou toutes les parts restantes d’un coup. Une part se paie toujours par virement sur le compte des parents, avec le code QR ou la communication structurée que vous recevez après votre réservation.', 40),
  ('fr', 'Comment fonctionne « Offrir en main propre » ? Le cadeau est-il envoyé ?', 'Si vous choisissez d’offrir un cadeau en main propre, vous le réservez sur la liste et vous l’achetez vous-même : dans la boutique indiquée par les parents, dans une boutique en ligne ou où vous voulez. Vous le remettez ensuite aux parents, par exemple lors d’une visite à la maternité.

Nous n’envoyons rien nous-mêmes. Si vous commandez en ligne, la boutique peut compter des frais d’envoi ; faites de préférence livrer le cadeau chez vous, ou demandez aux parents où l’envoyer. Le prix sur la liste est indicatif : en magasin, il peut varier un peu.', 50),
  ('fr', 'Que deviennent mes données quand j’offre un cadeau ?', 'Votre nom, votre adresse e-mail et votre message ne sont visibles que par les parents de la liste de naissance, pour qu’ils sachent de qui vient chaque cadeau et puissent vous remercier. Nous n’utilisons votre adresse e-mail que pour vous envoyer la confirmation de votre réservation.

Nous ne vendons pas vos données, nous ne les transmettons à personne et nous ne vous envoyons pas de publicité. Si les parents suppriment leur liste de naissance, les réservations et les données des personnes qui ont offert disparaissent aussi. Vous souhaitez que nous effacions vos données plus tôt ? Envoyez-nous un message via le formulaire de contact.', 60),
  ('fr', 'Puis-je encore modifier ou supprimer ma liste de naissance ?', 'Oui, à tout moment. Connectez-vous et choisissez votre liste dans le menu. Dans « Paramètres de la liste », vous modifiez les noms, le numéro de compte et le texte en haut de votre liste. Dans « Cadeaux », vous ajoutez des cadeaux, les modifiez, les masquez temporairement ou changez leur ordre.

Un cadeau déjà offert ne peut plus être modifié ni supprimé : ainsi, l’aperçu des « Cadeaux offerts » reste toujours exact.

Vous voulez supprimer toute la liste ? Le bouton « Supprimer la liste de naissance » se trouve en bas des paramètres de la liste. Tous les cadeaux, réservations et photos disparaissent alors aussi, et cela ne peut pas être annulé.', 70),
  ('fr', 'Et si quelqu’un offre le même cadeau au même moment, ou si je ne le trouve plus ?', 'Chaque cadeau (ou chaque part) ne peut être réservé qu’une seule fois. Si deux personnes confirment en même temps, seule la première l’obtient. La seconde reçoit un message, le cadeau disparaît de son panier et rien n’est facturé.

Le cadeau que vous vouliez acheter est épuisé ou introuvable ? Choisissez sans hésiter un modèle semblable et prévenez les parents. Vous préférez annuler votre réservation ? Le lien de l’e-mail de confirmation vous permet de la reprendre pendant 14 jours ; sinon, envoyez-nous un message via le formulaire de contact et le cadeau redeviendra disponible sur la liste.', 80),
  ('fr', 'Comment trouver une liste de naissance ?', 'Choisissez « Trouver une liste de naissance » et indiquez le prénom du bébé et le prénom de l’un des parents. Les majuscules et les accents n’ont pas d’importance.

Vous ne trouvez pas la liste ? Vérifiez l’orthographe, ou demandez aux parents le lien vers leur liste : il ressemble à geboortelijst.be/list/prenom-nom.', 90),
  ('fr', 'J’ai payé. Les parents le savent-ils ?', 'Les parents voient votre réservation tout de suite dans leur aperçu des « Cadeaux offerts », avec votre nom, votre message et la communication structurée. Dès que votre virement arrive sur leur compte, généralement en un jour ouvrable, ils peuvent l’indiquer comme reçu.

Ils reçoivent aussi un e-mail pour chaque nouvelle réservation, afin de pouvoir vous remercier sans tarder.', 100);
