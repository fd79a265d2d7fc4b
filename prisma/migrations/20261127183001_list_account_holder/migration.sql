-- AlterTable
ALTER TABLE "List" ADD COLUMN     "accountHolder" TEXT;
