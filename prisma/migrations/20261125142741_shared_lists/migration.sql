/*
  Warnings:

  - A unique constraint covering the columns `[shortCode]` on the table `List` will be added. If there are existing duplicate values, this will fail.

*/
-- CreateEnum
CREATE TYPE "ListVisibility" AS ENUM ('PUBLIC', 'UNLISTED', 'PROTECTED');

-- AlterTable
ALTER TABLE "List" ADD COLUMN     "accessCode" TEXT,
ADD COLUMN     "cardLine" TEXT,
ADD COLUMN     "ibanPublic" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "shortCode" TEXT,
ADD COLUMN     "visibility" "ListVisibility" NOT NULL DEFAULT 'PUBLIC';

-- CreateTable
CREATE TABLE "ListManager" (
    "id" SERIAL NOT NULL,
    "listId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ListManager_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ListInvitation" (
    "id" SERIAL NOT NULL,
    "listId" INTEGER NOT NULL,
    "email" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "invitedById" INTEGER,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "acceptedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ListInvitation_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ListManager_userId_idx" ON "ListManager"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "ListManager_listId_userId_key" ON "ListManager"("listId", "userId");

-- CreateIndex
CREATE UNIQUE INDEX "ListInvitation_tokenHash_key" ON "ListInvitation"("tokenHash");

-- CreateIndex
CREATE INDEX "ListInvitation_listId_idx" ON "ListInvitation"("listId");

-- CreateIndex
CREATE UNIQUE INDEX "List_shortCode_key" ON "List"("shortCode");

-- AddForeignKey
ALTER TABLE "ListManager" ADD CONSTRAINT "ListManager_listId_fkey" FOREIGN KEY ("listId") REFERENCES "List"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ListManager" ADD CONSTRAINT "ListManager_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ListInvitation" ADD CONSTRAINT "ListInvitation_listId_fkey" FOREIGN KEY ("listId") REFERENCES "List"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ListInvitation" ADD CONSTRAINT "ListInvitation_invitedById_fkey" FOREIGN KEY ("invitedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Backfill: every existing list gets the code of its short link (the app gives each new list one), drawn from the
-- same alphabet (lib/share/short-code.ts) with the database's cryptographic generator; drawn again on a collision.
DO $$
DECLARE
  alphabet CONSTANT text := '23456789abcdefghjkmnpqrstvwxyz';
  list_id integer;
  bytes bytea;
  code text;
BEGIN
  FOR list_id IN SELECT id FROM "List" WHERE "shortCode" IS NULL ORDER BY id LOOP
    LOOP
      bytes := uuid_send(gen_random_uuid());
      code := '';
      FOR i IN 0..7 LOOP
        code := code || substr(alphabet, 1 + (get_byte(bytes, i) % 30), 1);
      END LOOP;
      BEGIN
        UPDATE "List" SET "shortCode" = code WHERE id = list_id;
        EXIT;
      EXCEPTION WHEN unique_violation THEN
        NULL;
      END;
    END LOOP;
  END LOOP;
END $$;
