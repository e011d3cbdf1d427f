; ModuleID = 'needham_schroeder_mailbox.c'
source_filename = "needham_schroeder_mailbox.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }
%struct.mailbox_t = type { %union.pthread_cond_t, %union.pthread_cond_t, i32, %struct.msg_t }
%union.pthread_cond_t = type { %struct.__pthread_cond_s }
%struct.__pthread_cond_s = type { %union.__atomic_wide_counter, %union.__atomic_wide_counter, [2 x i32], [2 x i32], i32, i32, [2 x i32] }
%union.__atomic_wide_counter = type { i64 }
%struct.msg_t = type { i32, i32, i32, i32, i32 }

@a_partner = internal global i32 0, align 4, !dbg !0
@network = internal global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !18
@box = internal global [4 x %struct.mailbox_t] zeroinitializer, align 16, !dbg !52
@stirred = internal global %union.pthread_cond_t zeroinitializer, align 8, !dbg !105
@b_partner = internal global i32 0, align 4, !dbg !123
@.str = private unnamed_addr constant [36 x i8] c"!(b_partner == A && a_partner != B)\00", align 1, !dbg !107
@.str.1 = private unnamed_addr constant [28 x i8] c"needham_schroeder_mailbox.c\00", align 1, !dbg !112
@__PRETTY_FUNCTION__.responder = private unnamed_addr constant [24 x i8] c"void *responder(void *)\00", align 1, !dbg !117
@known = internal global i32 8, align 4, !dbg !125
@stored = internal global [3 x %struct.msg_t] zeroinitializer, align 16, !dbg !127
@stored_next = internal global i32 0, align 4, !dbg !132

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !142 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !146, !DIExpression(), !149)
    #dbg_declare(ptr %3, !150, !DIExpression(), !151)
    #dbg_declare(ptr %4, !152, !DIExpression(), !153)
  %5 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @initiator, ptr noundef null) #6, !dbg !154
  %6 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @responder, ptr noundef null) #6, !dbg !155
  %7 = call i32 @pthread_create(ptr noundef %4, ptr noundef null, ptr noundef @intruder, ptr noundef null) #6, !dbg !156
  %8 = load i64, ptr %2, align 8, !dbg !157
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null), !dbg !158
  %10 = load i64, ptr %3, align 8, !dbg !159
  %11 = call i32 @pthread_join(i64 noundef %10, ptr noundef null), !dbg !160
  ret i32 0, !dbg !161
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @initiator(ptr noundef %0) #0 !dbg !162 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca %struct.msg_t, align 8
  %5 = alloca %struct.msg_t, align 4
  %6 = alloca %struct.msg_t, align 4
  %7 = alloca %struct.msg_t, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !166, !DIExpression(), !167)
  %8 = load ptr, ptr %2, align 8, !dbg !168
    #dbg_declare(ptr %3, !169, !DIExpression(), !170)
  %9 = call zeroext i1 @__VERIFIER_nondet_bool(), !dbg !171
  %10 = zext i1 %9 to i64, !dbg !171
  %11 = select i1 %9, i32 2, i32 3, !dbg !171
  store i32 %11, ptr %3, align 4, !dbg !170
  %12 = load i32, ptr %3, align 4, !dbg !172
  store i32 %12, ptr @a_partner, align 4, !dbg !173
  %13 = getelementptr inbounds %struct.msg_t, ptr %4, i32 0, i32 0, !dbg !174
  %14 = load i32, ptr %3, align 4, !dbg !175
  store i32 %14, ptr %13, align 4, !dbg !174
  %15 = getelementptr inbounds %struct.msg_t, ptr %4, i32 0, i32 1, !dbg !174
  store i32 1, ptr %15, align 4, !dbg !174
  %16 = getelementptr inbounds %struct.msg_t, ptr %4, i32 0, i32 2, !dbg !174
  store i32 1, ptr %16, align 4, !dbg !174
  %17 = getelementptr inbounds %struct.msg_t, ptr %4, i32 0, i32 3, !dbg !174
  store i32 0, ptr %17, align 4, !dbg !174
  %18 = getelementptr inbounds %struct.msg_t, ptr %4, i32 0, i32 4, !dbg !174
  store i32 1, ptr %18, align 4, !dbg !174
  call void @send(ptr noundef byval(%struct.msg_t) align 8 %4), !dbg !176
    #dbg_declare(ptr %5, !177, !DIExpression(), !178)
  br label %19, !dbg !179

19:                                               ; preds = %32, %1
  call void @collect(ptr dead_on_unwind writable sret(%struct.msg_t) align 4 %6, i32 noundef 1), !dbg !180
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 %6, i64 20, i1 false), !dbg !180
  %20 = getelementptr inbounds %struct.msg_t, ptr %5, i32 0, i32 0, !dbg !184
  %21 = load i32, ptr %20, align 4, !dbg !184
  %22 = icmp eq i32 %21, 1, !dbg !186
  br i1 %22, label %23, label %32, !dbg !187

23:                                               ; preds = %19
  %24 = getelementptr inbounds %struct.msg_t, ptr %5, i32 0, i32 1, !dbg !188
  %25 = load i32, ptr %24, align 4, !dbg !188
  %26 = icmp eq i32 %25, 2, !dbg !189
  br i1 %26, label %27, label %32, !dbg !190

27:                                               ; preds = %23
  %28 = getelementptr inbounds %struct.msg_t, ptr %5, i32 0, i32 2, !dbg !191
  %29 = load i32, ptr %28, align 4, !dbg !191
  %30 = icmp eq i32 %29, 1, !dbg !192
  br i1 %30, label %31, label %32, !dbg !193

31:                                               ; preds = %27
  br label %33, !dbg !194

32:                                               ; preds = %27, %23, %19
  br label %19, !dbg !195, !llvm.loop !196

33:                                               ; preds = %31
  %34 = getelementptr inbounds %struct.msg_t, ptr %7, i32 0, i32 0, !dbg !199
  %35 = load i32, ptr %3, align 4, !dbg !200
  store i32 %35, ptr %34, align 4, !dbg !199
  %36 = getelementptr inbounds %struct.msg_t, ptr %7, i32 0, i32 1, !dbg !199
  store i32 3, ptr %36, align 4, !dbg !199
  %37 = getelementptr inbounds %struct.msg_t, ptr %7, i32 0, i32 2, !dbg !199
  %38 = getelementptr inbounds %struct.msg_t, ptr %5, i32 0, i32 3, !dbg !201
  %39 = load i32, ptr %38, align 4, !dbg !201
  store i32 %39, ptr %37, align 4, !dbg !199
  %40 = getelementptr inbounds %struct.msg_t, ptr %7, i32 0, i32 3, !dbg !199
  store i32 0, ptr %40, align 4, !dbg !199
  %41 = getelementptr inbounds %struct.msg_t, ptr %7, i32 0, i32 4, !dbg !199
  store i32 0, ptr %41, align 4, !dbg !199
  call void @send(ptr noundef byval(%struct.msg_t) align 8 %7), !dbg !202
  ret ptr null, !dbg !203
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @responder(ptr noundef %0) #0 !dbg !204 {
  %2 = alloca ptr, align 8
  %3 = alloca %struct.msg_t, align 4
  %4 = alloca %struct.msg_t, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.msg_t, align 8
  %7 = alloca %struct.msg_t, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !205, !DIExpression(), !206)
  %8 = load ptr, ptr %2, align 8, !dbg !207
    #dbg_declare(ptr %3, !208, !DIExpression(), !209)
  br label %9, !dbg !210

9:                                                ; preds = %30, %1
  call void @collect(ptr dead_on_unwind writable sret(%struct.msg_t) align 4 %4, i32 noundef 2), !dbg !211
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 %4, i64 20, i1 false), !dbg !211
  %10 = getelementptr inbounds %struct.msg_t, ptr %3, i32 0, i32 0, !dbg !215
  %11 = load i32, ptr %10, align 4, !dbg !215
  %12 = icmp eq i32 %11, 2, !dbg !217
  br i1 %12, label %13, label %30, !dbg !218

13:                                               ; preds = %9
  %14 = getelementptr inbounds %struct.msg_t, ptr %3, i32 0, i32 1, !dbg !219
  %15 = load i32, ptr %14, align 4, !dbg !219
  %16 = icmp eq i32 %15, 1, !dbg !220
  br i1 %16, label %17, label %30, !dbg !221

17:                                               ; preds = %13
  %18 = getelementptr inbounds %struct.msg_t, ptr %3, i32 0, i32 2, !dbg !222
  %19 = load i32, ptr %18, align 4, !dbg !222
  %20 = icmp ne i32 %19, 0, !dbg !223
  br i1 %20, label %21, label %30, !dbg !224

21:                                               ; preds = %17
  %22 = getelementptr inbounds %struct.msg_t, ptr %3, i32 0, i32 4, !dbg !225
  %23 = load i32, ptr %22, align 4, !dbg !225
  %24 = icmp eq i32 %23, 1, !dbg !226
  br i1 %24, label %29, label %25, !dbg !227

25:                                               ; preds = %21
  %26 = getelementptr inbounds %struct.msg_t, ptr %3, i32 0, i32 4, !dbg !228
  %27 = load i32, ptr %26, align 4, !dbg !228
  %28 = icmp eq i32 %27, 3, !dbg !229
  br i1 %28, label %29, label %30, !dbg !230

29:                                               ; preds = %25, %21
  br label %31, !dbg !231

30:                                               ; preds = %25, %17, %13, %9
  br label %9, !dbg !232, !llvm.loop !233

31:                                               ; preds = %29
    #dbg_declare(ptr %5, !236, !DIExpression(), !237)
  %32 = getelementptr inbounds %struct.msg_t, ptr %3, i32 0, i32 4, !dbg !238
  %33 = load i32, ptr %32, align 4, !dbg !238
  store i32 %33, ptr %5, align 4, !dbg !237
  %34 = getelementptr inbounds %struct.msg_t, ptr %6, i32 0, i32 0, !dbg !239
  %35 = load i32, ptr %5, align 4, !dbg !240
  store i32 %35, ptr %34, align 4, !dbg !239
  %36 = getelementptr inbounds %struct.msg_t, ptr %6, i32 0, i32 1, !dbg !239
  store i32 2, ptr %36, align 4, !dbg !239
  %37 = getelementptr inbounds %struct.msg_t, ptr %6, i32 0, i32 2, !dbg !239
  %38 = getelementptr inbounds %struct.msg_t, ptr %3, i32 0, i32 2, !dbg !241
  %39 = load i32, ptr %38, align 4, !dbg !241
  store i32 %39, ptr %37, align 4, !dbg !239
  %40 = getelementptr inbounds %struct.msg_t, ptr %6, i32 0, i32 3, !dbg !239
  store i32 2, ptr %40, align 4, !dbg !239
  %41 = getelementptr inbounds %struct.msg_t, ptr %6, i32 0, i32 4, !dbg !239
  store i32 2, ptr %41, align 4, !dbg !239
  call void @send(ptr noundef byval(%struct.msg_t) align 8 %6), !dbg !242
  br label %42, !dbg !243

42:                                               ; preds = %55, %31
  call void @collect(ptr dead_on_unwind writable sret(%struct.msg_t) align 4 %7, i32 noundef 2), !dbg !244
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 %7, i64 20, i1 false), !dbg !244
  %43 = getelementptr inbounds %struct.msg_t, ptr %3, i32 0, i32 0, !dbg !248
  %44 = load i32, ptr %43, align 4, !dbg !248
  %45 = icmp eq i32 %44, 2, !dbg !250
  br i1 %45, label %46, label %55, !dbg !251

46:                                               ; preds = %42
  %47 = getelementptr inbounds %struct.msg_t, ptr %3, i32 0, i32 1, !dbg !252
  %48 = load i32, ptr %47, align 4, !dbg !252
  %49 = icmp eq i32 %48, 3, !dbg !253
  br i1 %49, label %50, label %55, !dbg !254

50:                                               ; preds = %46
  %51 = getelementptr inbounds %struct.msg_t, ptr %3, i32 0, i32 2, !dbg !255
  %52 = load i32, ptr %51, align 4, !dbg !255
  %53 = icmp eq i32 %52, 2, !dbg !256
  br i1 %53, label %54, label %55, !dbg !257

54:                                               ; preds = %50
  br label %56, !dbg !258

55:                                               ; preds = %50, %46, %42
  br label %42, !dbg !259, !llvm.loop !260

56:                                               ; preds = %54
  %57 = load i32, ptr %5, align 4, !dbg !263
  store i32 %57, ptr @b_partner, align 4, !dbg !264
  %58 = load i32, ptr @b_partner, align 4, !dbg !265
  %59 = icmp eq i32 %58, 1, !dbg !265
  br i1 %59, label %60, label %63, !dbg !265

60:                                               ; preds = %56
  %61 = load i32, ptr @a_partner, align 4, !dbg !265
  %62 = icmp ne i32 %61, 2, !dbg !265
  br i1 %62, label %64, label %63, !dbg !268

63:                                               ; preds = %60, %56
  br label %65, !dbg !268

64:                                               ; preds = %60
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 144, ptr noundef @__PRETTY_FUNCTION__.responder) #7, !dbg !265
  unreachable, !dbg !265

65:                                               ; preds = %63
  ret ptr null, !dbg !269
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @intruder(ptr noundef %0) #0 !dbg !270 {
  %2 = alloca ptr, align 8
  %3 = alloca %struct.msg_t, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.msg_t, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !271, !DIExpression(), !272)
  %6 = load ptr, ptr %2, align 8, !dbg !273
  br label %7, !dbg !274

7:                                                ; preds = %54, %25, %1
  %8 = call i32 @pthread_mutex_lock(ptr noundef @network) #6, !dbg !275
  br label %9, !dbg !279

9:                                                ; preds = %20, %7
  %10 = load i32, ptr getelementptr inbounds (%struct.mailbox_t, ptr getelementptr inbounds ([4 x %struct.mailbox_t], ptr @box, i64 0, i64 3), i32 0, i32 2), align 8, !dbg !280
  %11 = icmp ne i32 %10, 0, !dbg !281
  br i1 %11, label %18, label %12, !dbg !282

12:                                               ; preds = %9
  %13 = load i32, ptr getelementptr inbounds (%struct.mailbox_t, ptr getelementptr inbounds ([4 x %struct.mailbox_t], ptr @box, i64 0, i64 1), i32 0, i32 2), align 8, !dbg !283
  %14 = icmp ne i32 %13, 0, !dbg !284
  br i1 %14, label %15, label %18, !dbg !285

15:                                               ; preds = %12
  %16 = load i32, ptr getelementptr inbounds (%struct.mailbox_t, ptr getelementptr inbounds ([4 x %struct.mailbox_t], ptr @box, i64 0, i64 2), i32 0, i32 2), align 16, !dbg !286
  %17 = icmp ne i32 %16, 0, !dbg !285
  br label %18

18:                                               ; preds = %15, %12, %9
  %19 = phi i1 [ false, %12 ], [ false, %9 ], [ %17, %15 ], !dbg !287
  br i1 %19, label %20, label %22, !dbg !279

20:                                               ; preds = %18
  %21 = call i32 @pthread_cond_wait(ptr noundef @stirred, ptr noundef @network), !dbg !288
  br label %9, !dbg !279, !llvm.loop !289

22:                                               ; preds = %18
  %23 = load i32, ptr getelementptr inbounds (%struct.mailbox_t, ptr getelementptr inbounds ([4 x %struct.mailbox_t], ptr @box, i64 0, i64 3), i32 0, i32 2), align 8, !dbg !292
  %24 = icmp ne i32 %23, 0, !dbg !294
  br i1 %24, label %25, label %28, !dbg !295

25:                                               ; preds = %22
    #dbg_declare(ptr %3, !296, !DIExpression(), !298)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 getelementptr inbounds (%struct.mailbox_t, ptr getelementptr inbounds ([4 x %struct.mailbox_t], ptr @box, i64 0, i64 3), i32 0, i32 3), i64 20, i1 false), !dbg !299
  store i32 0, ptr getelementptr inbounds (%struct.mailbox_t, ptr getelementptr inbounds ([4 x %struct.mailbox_t], ptr @box, i64 0, i64 3), i32 0, i32 2), align 8, !dbg !300
  %26 = call i32 @pthread_cond_signal(ptr noundef getelementptr inbounds (%struct.mailbox_t, ptr getelementptr inbounds ([4 x %struct.mailbox_t], ptr @box, i64 0, i64 3), i32 0, i32 1)) #6, !dbg !301
  %27 = call i32 @pthread_mutex_unlock(ptr noundef @network) #6, !dbg !302
  call void @learn(ptr noundef byval(%struct.msg_t) align 8 %3), !dbg !303
  br label %7, !dbg !304, !llvm.loop !305

28:                                               ; preds = %22
    #dbg_declare(ptr %4, !308, !DIExpression(), !309)
  %29 = load i32, ptr getelementptr inbounds (%struct.mailbox_t, ptr getelementptr inbounds ([4 x %struct.mailbox_t], ptr @box, i64 0, i64 1), i32 0, i32 2), align 8, !dbg !310
  %30 = icmp ne i32 %29, 0, !dbg !311
  br i1 %30, label %31, label %32, !dbg !311

31:                                               ; preds = %28
  br label %42, !dbg !311

32:                                               ; preds = %28
  %33 = load i32, ptr getelementptr inbounds (%struct.mailbox_t, ptr getelementptr inbounds ([4 x %struct.mailbox_t], ptr @box, i64 0, i64 2), i32 0, i32 2), align 16, !dbg !312
  %34 = icmp ne i32 %33, 0, !dbg !313
  br i1 %34, label %35, label %36, !dbg !313

35:                                               ; preds = %32
  br label %40, !dbg !313

36:                                               ; preds = %32
  %37 = call zeroext i1 @__VERIFIER_nondet_bool(), !dbg !314
  %38 = zext i1 %37 to i64, !dbg !314
  %39 = select i1 %37, i32 1, i32 2, !dbg !314
  br label %40, !dbg !313

40:                                               ; preds = %36, %35
  %41 = phi i32 [ 1, %35 ], [ %39, %36 ], !dbg !313
  br label %42, !dbg !311

42:                                               ; preds = %40, %31
  %43 = phi i32 [ 2, %31 ], [ %41, %40 ], !dbg !311
  store i32 %43, ptr %4, align 4, !dbg !309
  %44 = call i32 @pthread_mutex_unlock(ptr noundef @network) #6, !dbg !315
    #dbg_declare(ptr %5, !316, !DIExpression(), !317)
  %45 = load i32, ptr %4, align 4, !dbg !318
  %46 = call i32 @replayable(i32 noundef %45), !dbg !319
  %47 = icmp ne i32 %46, 0, !dbg !319
  br i1 %47, label %48, label %52, !dbg !320

48:                                               ; preds = %42
  %49 = call zeroext i1 @__VERIFIER_nondet_bool(), !dbg !321
  br i1 %49, label %52, label %50, !dbg !319

50:                                               ; preds = %48
  %51 = load i32, ptr %4, align 4, !dbg !322
  call void @any_stored(ptr dead_on_unwind writable sret(%struct.msg_t) align 4 %5, i32 noundef %51), !dbg !323
  br label %54, !dbg !319

52:                                               ; preds = %48, %42
  %53 = load i32, ptr %4, align 4, !dbg !324
  call void @forge(ptr dead_on_unwind writable sret(%struct.msg_t) align 4 %5, i32 noundef %53), !dbg !325
  br label %54, !dbg !319

54:                                               ; preds = %52, %50
  %55 = load i32, ptr %4, align 4, !dbg !326
  call void @deliver(i32 noundef %55, ptr noundef byval(%struct.msg_t) align 8 %5), !dbg !327
  br label %7, !dbg !328, !llvm.loop !305
}

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

declare zeroext i1 @__VERIFIER_nondet_bool() #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @send(ptr noundef byval(%struct.msg_t) align 8 %0) #0 !dbg !329 {
    #dbg_declare(ptr %0, !332, !DIExpression(), !333)
  call void @deliver(i32 noundef 3, ptr noundef byval(%struct.msg_t) align 8 %0), !dbg !334
  ret void, !dbg !335
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @collect(ptr dead_on_unwind noalias writable sret(%struct.msg_t) align 4 %0, i32 noundef %1) #0 !dbg !336 {
  %3 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !339, !DIExpression(), !340)
  %4 = call i32 @pthread_mutex_lock(ptr noundef @network) #6, !dbg !341
  br label %5, !dbg !342

5:                                                ; preds = %13, %2
  %6 = load i32, ptr %3, align 4, !dbg !343
  %7 = sext i32 %6 to i64, !dbg !344
  %8 = getelementptr inbounds [4 x %struct.mailbox_t], ptr @box, i64 0, i64 %7, !dbg !344
  %9 = getelementptr inbounds %struct.mailbox_t, ptr %8, i32 0, i32 2, !dbg !345
  %10 = load i32, ptr %9, align 8, !dbg !345
  %11 = icmp ne i32 %10, 0, !dbg !346
  %12 = xor i1 %11, true, !dbg !346
  br i1 %12, label %13, label %19, !dbg !342

13:                                               ; preds = %5
  %14 = load i32, ptr %3, align 4, !dbg !347
  %15 = sext i32 %14 to i64, !dbg !348
  %16 = getelementptr inbounds [4 x %struct.mailbox_t], ptr @box, i64 0, i64 %15, !dbg !348
  %17 = getelementptr inbounds %struct.mailbox_t, ptr %16, i32 0, i32 0, !dbg !349
  %18 = call i32 @pthread_cond_wait(ptr noundef %17, ptr noundef @network), !dbg !350
  br label %5, !dbg !342, !llvm.loop !351

19:                                               ; preds = %5
    #dbg_declare(ptr %0, !353, !DIExpression(), !354)
  %20 = load i32, ptr %3, align 4, !dbg !355
  %21 = sext i32 %20 to i64, !dbg !356
  %22 = getelementptr inbounds [4 x %struct.mailbox_t], ptr @box, i64 0, i64 %21, !dbg !356
  %23 = getelementptr inbounds %struct.mailbox_t, ptr %22, i32 0, i32 3, !dbg !357
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %0, ptr align 4 %23, i64 20, i1 false), !dbg !357
  %24 = load i32, ptr %3, align 4, !dbg !358
  %25 = sext i32 %24 to i64, !dbg !359
  %26 = getelementptr inbounds [4 x %struct.mailbox_t], ptr @box, i64 0, i64 %25, !dbg !359
  %27 = getelementptr inbounds %struct.mailbox_t, ptr %26, i32 0, i32 2, !dbg !360
  store i32 0, ptr %27, align 8, !dbg !361
  %28 = load i32, ptr %3, align 4, !dbg !362
  %29 = sext i32 %28 to i64, !dbg !363
  %30 = getelementptr inbounds [4 x %struct.mailbox_t], ptr @box, i64 0, i64 %29, !dbg !363
  %31 = getelementptr inbounds %struct.mailbox_t, ptr %30, i32 0, i32 1, !dbg !364
  %32 = call i32 @pthread_cond_signal(ptr noundef %31) #6, !dbg !365
  %33 = call i32 @pthread_cond_signal(ptr noundef @stirred) #6, !dbg !366
  %34 = call i32 @pthread_mutex_unlock(ptr noundef @network) #6, !dbg !367
  ret void, !dbg !368
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @deliver(i32 noundef %0, ptr noundef byval(%struct.msg_t) align 8 %1) #0 !dbg !369 {
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !372, !DIExpression(), !373)
    #dbg_declare(ptr %1, !374, !DIExpression(), !375)
  %4 = call i32 @pthread_mutex_lock(ptr noundef @network) #6, !dbg !376
  br label %5, !dbg !377

5:                                                ; preds = %12, %2
  %6 = load i32, ptr %3, align 4, !dbg !378
  %7 = sext i32 %6 to i64, !dbg !379
  %8 = getelementptr inbounds [4 x %struct.mailbox_t], ptr @box, i64 0, i64 %7, !dbg !379
  %9 = getelementptr inbounds %struct.mailbox_t, ptr %8, i32 0, i32 2, !dbg !380
  %10 = load i32, ptr %9, align 8, !dbg !380
  %11 = icmp ne i32 %10, 0, !dbg !377
  br i1 %11, label %12, label %18, !dbg !377

12:                                               ; preds = %5
  %13 = load i32, ptr %3, align 4, !dbg !381
  %14 = sext i32 %13 to i64, !dbg !382
  %15 = getelementptr inbounds [4 x %struct.mailbox_t], ptr @box, i64 0, i64 %14, !dbg !382
  %16 = getelementptr inbounds %struct.mailbox_t, ptr %15, i32 0, i32 1, !dbg !383
  %17 = call i32 @pthread_cond_wait(ptr noundef %16, ptr noundef @network), !dbg !384
  br label %5, !dbg !377, !llvm.loop !385

18:                                               ; preds = %5
  %19 = load i32, ptr %3, align 4, !dbg !387
  %20 = sext i32 %19 to i64, !dbg !388
  %21 = getelementptr inbounds [4 x %struct.mailbox_t], ptr @box, i64 0, i64 %20, !dbg !388
  %22 = getelementptr inbounds %struct.mailbox_t, ptr %21, i32 0, i32 3, !dbg !389
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %22, ptr align 8 %1, i64 20, i1 false), !dbg !390
  %23 = load i32, ptr %3, align 4, !dbg !391
  %24 = sext i32 %23 to i64, !dbg !392
  %25 = getelementptr inbounds [4 x %struct.mailbox_t], ptr @box, i64 0, i64 %24, !dbg !392
  %26 = getelementptr inbounds %struct.mailbox_t, ptr %25, i32 0, i32 2, !dbg !393
  store i32 1, ptr %26, align 8, !dbg !394
  %27 = load i32, ptr %3, align 4, !dbg !395
  %28 = sext i32 %27 to i64, !dbg !396
  %29 = getelementptr inbounds [4 x %struct.mailbox_t], ptr @box, i64 0, i64 %28, !dbg !396
  %30 = getelementptr inbounds %struct.mailbox_t, ptr %29, i32 0, i32 0, !dbg !397
  %31 = call i32 @pthread_cond_signal(ptr noundef %30) #6, !dbg !398
  %32 = load i32, ptr %3, align 4, !dbg !399
  %33 = icmp eq i32 %32, 3, !dbg !401
  br i1 %33, label %34, label %36, !dbg !402

34:                                               ; preds = %18
  %35 = call i32 @pthread_cond_signal(ptr noundef @stirred) #6, !dbg !403
  br label %36, !dbg !403

36:                                               ; preds = %34, %18
  %37 = call i32 @pthread_mutex_unlock(ptr noundef @network) #6, !dbg !404
  ret void, !dbg !405
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #1

declare i32 @pthread_cond_wait(ptr noundef, ptr noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_cond_signal(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #1

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @learn(ptr noundef byval(%struct.msg_t) align 8 %0) #0 !dbg !406 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.msg_t, align 8
    #dbg_declare(ptr %0, !407, !DIExpression(), !408)
  %4 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 0, !dbg !409
  %5 = load i32, ptr %4, align 8, !dbg !409
  %6 = icmp eq i32 %5, 3, !dbg !411
  br i1 %6, label %7, label %28, !dbg !412

7:                                                ; preds = %1
  %8 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 2, !dbg !413
  %9 = load i32, ptr %8, align 8, !dbg !413
  %10 = icmp ne i32 %9, 0, !dbg !416
  br i1 %10, label %11, label %17, !dbg !417

11:                                               ; preds = %7
  %12 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 2, !dbg !418
  %13 = load i32, ptr %12, align 8, !dbg !418
  %14 = shl i32 1, %13, !dbg !419
  %15 = load i32, ptr @known, align 4, !dbg !420
  %16 = or i32 %15, %14, !dbg !420
  store i32 %16, ptr @known, align 4, !dbg !420
  br label %17, !dbg !421

17:                                               ; preds = %11, %7
  %18 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 3, !dbg !422
  %19 = load i32, ptr %18, align 4, !dbg !422
  %20 = icmp ne i32 %19, 0, !dbg !424
  br i1 %20, label %21, label %27, !dbg !425

21:                                               ; preds = %17
  %22 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 3, !dbg !426
  %23 = load i32, ptr %22, align 4, !dbg !426
  %24 = shl i32 1, %23, !dbg !427
  %25 = load i32, ptr @known, align 4, !dbg !428
  %26 = or i32 %25, %24, !dbg !428
  store i32 %26, ptr @known, align 4, !dbg !428
  br label %27, !dbg !429

27:                                               ; preds = %21, %17
  br label %50, !dbg !430

28:                                               ; preds = %1
    #dbg_declare(ptr %2, !431, !DIExpression(), !433)
  store i32 0, ptr %2, align 4, !dbg !433
  br label %29, !dbg !434

29:                                               ; preds = %40, %28
  %30 = load i32, ptr %2, align 4, !dbg !435
  %31 = icmp slt i32 %30, 3, !dbg !437
  br i1 %31, label %32, label %43, !dbg !438

32:                                               ; preds = %29
  %33 = load i32, ptr %2, align 4, !dbg !439
  %34 = sext i32 %33 to i64, !dbg !441
  %35 = getelementptr inbounds [3 x %struct.msg_t], ptr @stored, i64 0, i64 %34, !dbg !441
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 4 %35, i64 20, i1 false), !dbg !442
  %36 = call i32 @same(ptr noundef byval(%struct.msg_t) align 8 %3, ptr noundef byval(%struct.msg_t) align 8 %0), !dbg !442
  %37 = icmp ne i32 %36, 0, !dbg !442
  br i1 %37, label %38, label %39, !dbg !443

38:                                               ; preds = %32
  br label %50, !dbg !444

39:                                               ; preds = %32
  br label %40, !dbg !445

40:                                               ; preds = %39
  %41 = load i32, ptr %2, align 4, !dbg !446
  %42 = add nsw i32 %41, 1, !dbg !446
  store i32 %42, ptr %2, align 4, !dbg !446
  br label %29, !dbg !447, !llvm.loop !448

43:                                               ; preds = %29
  %44 = load i32, ptr @stored_next, align 4, !dbg !450
  %45 = sext i32 %44 to i64, !dbg !451
  %46 = getelementptr inbounds [3 x %struct.msg_t], ptr @stored, i64 0, i64 %45, !dbg !451
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %46, ptr align 8 %0, i64 20, i1 false), !dbg !452
  %47 = load i32, ptr @stored_next, align 4, !dbg !453
  %48 = add nsw i32 %47, 1, !dbg !454
  %49 = srem i32 %48, 3, !dbg !455
  store i32 %49, ptr @stored_next, align 4, !dbg !456
  br label %50, !dbg !457

50:                                               ; preds = %43, %38, %27
  ret void, !dbg !457
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @replayable(i32 noundef %0) #0 !dbg !458 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !461, !DIExpression(), !462)
    #dbg_declare(ptr %4, !463, !DIExpression(), !465)
  store i32 0, ptr %4, align 4, !dbg !465
  br label %5, !dbg !466

5:                                                ; preds = %18, %1
  %6 = load i32, ptr %4, align 4, !dbg !467
  %7 = icmp slt i32 %6, 3, !dbg !469
  br i1 %7, label %8, label %21, !dbg !470

8:                                                ; preds = %5
  %9 = load i32, ptr %4, align 4, !dbg !471
  %10 = sext i32 %9 to i64, !dbg !473
  %11 = getelementptr inbounds [3 x %struct.msg_t], ptr @stored, i64 0, i64 %10, !dbg !473
  %12 = getelementptr inbounds %struct.msg_t, ptr %11, i32 0, i32 0, !dbg !474
  %13 = load i32, ptr %12, align 4, !dbg !474
  %14 = load i32, ptr %3, align 4, !dbg !475
  %15 = icmp eq i32 %13, %14, !dbg !476
  br i1 %15, label %16, label %17, !dbg !477

16:                                               ; preds = %8
  store i32 1, ptr %2, align 4, !dbg !478
  br label %22, !dbg !478

17:                                               ; preds = %8
  br label %18, !dbg !475

18:                                               ; preds = %17
  %19 = load i32, ptr %4, align 4, !dbg !479
  %20 = add nsw i32 %19, 1, !dbg !479
  store i32 %20, ptr %4, align 4, !dbg !479
  br label %5, !dbg !480, !llvm.loop !481

21:                                               ; preds = %5
  store i32 0, ptr %2, align 4, !dbg !483
  br label %22, !dbg !483

22:                                               ; preds = %21, %16
  %23 = load i32, ptr %2, align 4, !dbg !484
  ret i32 %23, !dbg !484
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @any_stored(ptr dead_on_unwind noalias writable sret(%struct.msg_t) align 4 %0, i32 noundef %1) #0 !dbg !485 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !486, !DIExpression(), !487)
    #dbg_declare(ptr %4, !488, !DIExpression(), !489)
  store i32 0, ptr %4, align 4, !dbg !489
    #dbg_declare(ptr %5, !490, !DIExpression(), !492)
  store i32 0, ptr %5, align 4, !dbg !492
  br label %7, !dbg !493

7:                                                ; preds = %21, %2
  %8 = load i32, ptr %5, align 4, !dbg !494
  %9 = icmp slt i32 %8, 3, !dbg !496
  br i1 %9, label %10, label %24, !dbg !497

10:                                               ; preds = %7
  %11 = load i32, ptr %5, align 4, !dbg !498
  %12 = sext i32 %11 to i64, !dbg !500
  %13 = getelementptr inbounds [3 x %struct.msg_t], ptr @stored, i64 0, i64 %12, !dbg !500
  %14 = getelementptr inbounds %struct.msg_t, ptr %13, i32 0, i32 0, !dbg !501
  %15 = load i32, ptr %14, align 4, !dbg !501
  %16 = load i32, ptr %3, align 4, !dbg !502
  %17 = icmp eq i32 %15, %16, !dbg !503
  br i1 %17, label %18, label %20, !dbg !504

18:                                               ; preds = %10
  %19 = load i32, ptr %5, align 4, !dbg !505
  store i32 %19, ptr %4, align 4, !dbg !506
  br label %20, !dbg !507

20:                                               ; preds = %18, %10
  br label %21, !dbg !502

21:                                               ; preds = %20
  %22 = load i32, ptr %5, align 4, !dbg !508
  %23 = add nsw i32 %22, 1, !dbg !508
  store i32 %23, ptr %5, align 4, !dbg !508
  br label %7, !dbg !509, !llvm.loop !510

24:                                               ; preds = %7
    #dbg_declare(ptr %6, !512, !DIExpression(), !514)
  store i32 0, ptr %6, align 4, !dbg !514
  br label %25, !dbg !515

25:                                               ; preds = %44, %24
  %26 = load i32, ptr %6, align 4, !dbg !516
  %27 = load i32, ptr %4, align 4, !dbg !518
  %28 = icmp slt i32 %26, %27, !dbg !519
  br i1 %28, label %29, label %47, !dbg !520

29:                                               ; preds = %25
  %30 = load i32, ptr %6, align 4, !dbg !521
  %31 = sext i32 %30 to i64, !dbg !523
  %32 = getelementptr inbounds [3 x %struct.msg_t], ptr @stored, i64 0, i64 %31, !dbg !523
  %33 = getelementptr inbounds %struct.msg_t, ptr %32, i32 0, i32 0, !dbg !524
  %34 = load i32, ptr %33, align 4, !dbg !524
  %35 = load i32, ptr %3, align 4, !dbg !525
  %36 = icmp eq i32 %34, %35, !dbg !526
  br i1 %36, label %37, label %43, !dbg !527

37:                                               ; preds = %29
  %38 = call zeroext i1 @__VERIFIER_nondet_bool(), !dbg !528
  br i1 %38, label %39, label %43, !dbg !529

39:                                               ; preds = %37
  %40 = load i32, ptr %6, align 4, !dbg !530
  %41 = sext i32 %40 to i64, !dbg !531
  %42 = getelementptr inbounds [3 x %struct.msg_t], ptr @stored, i64 0, i64 %41, !dbg !531
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %0, ptr align 4 %42, i64 20, i1 false), !dbg !531
  br label %51, !dbg !532

43:                                               ; preds = %37, %29
  br label %44, !dbg !533

44:                                               ; preds = %43
  %45 = load i32, ptr %6, align 4, !dbg !534
  %46 = add nsw i32 %45, 1, !dbg !534
  store i32 %46, ptr %6, align 4, !dbg !534
  br label %25, !dbg !535, !llvm.loop !536

47:                                               ; preds = %25
  %48 = load i32, ptr %4, align 4, !dbg !538
  %49 = sext i32 %48 to i64, !dbg !539
  %50 = getelementptr inbounds [3 x %struct.msg_t], ptr @stored, i64 0, i64 %49, !dbg !539
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %0, ptr align 4 %50, i64 20, i1 false), !dbg !539
  br label %51, !dbg !540

51:                                               ; preds = %47, %39
  ret void, !dbg !541
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @forge(ptr dead_on_unwind noalias writable sret(%struct.msg_t) align 4 %0, i32 noundef %1) #0 !dbg !542 {
  %3 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !543, !DIExpression(), !544)
    #dbg_declare(ptr %0, !545, !DIExpression(), !546)
  call void @llvm.memset.p0.i64(ptr align 4 %0, i8 0, i64 20, i1 false), !dbg !546
  %4 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 0, !dbg !547
  %5 = load i32, ptr %3, align 4, !dbg !548
  store i32 %5, ptr %4, align 4, !dbg !547
  %6 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 1, !dbg !547
  %7 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 2, !dbg !547
  %8 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 3, !dbg !547
  %9 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 4, !dbg !547
  %10 = load i32, ptr %3, align 4, !dbg !549
  %11 = icmp eq i32 %10, 1, !dbg !551
  br i1 %11, label %12, label %19, !dbg !552

12:                                               ; preds = %2
  %13 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 1, !dbg !553
  store i32 2, ptr %13, align 4, !dbg !555
  %14 = call i32 @any_nonce(), !dbg !556
  %15 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 2, !dbg !557
  store i32 %14, ptr %15, align 4, !dbg !558
  %16 = call i32 @any_nonce(), !dbg !559
  %17 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 3, !dbg !560
  store i32 %16, ptr %17, align 4, !dbg !561
  %18 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 4, !dbg !562
  store i32 3, ptr %18, align 4, !dbg !563
  br label %34, !dbg !564

19:                                               ; preds = %2
  %20 = call zeroext i1 @__VERIFIER_nondet_bool(), !dbg !565
  br i1 %20, label %29, label %21, !dbg !567

21:                                               ; preds = %19
  %22 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 1, !dbg !568
  store i32 1, ptr %22, align 4, !dbg !570
  %23 = call i32 @any_nonce(), !dbg !571
  %24 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 2, !dbg !572
  store i32 %23, ptr %24, align 4, !dbg !573
  %25 = call zeroext i1 @__VERIFIER_nondet_bool(), !dbg !574
  %26 = zext i1 %25 to i64, !dbg !574
  %27 = select i1 %25, i32 3, i32 1, !dbg !574
  %28 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 4, !dbg !575
  store i32 %27, ptr %28, align 4, !dbg !576
  br label %33, !dbg !577

29:                                               ; preds = %19
  %30 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 1, !dbg !578
  store i32 3, ptr %30, align 4, !dbg !580
  %31 = call i32 @any_nonce(), !dbg !581
  %32 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 2, !dbg !582
  store i32 %31, ptr %32, align 4, !dbg !583
  br label %33

33:                                               ; preds = %29, %21
  br label %34

34:                                               ; preds = %33, %12
  ret void, !dbg !584
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @same(ptr noundef byval(%struct.msg_t) align 8 %0, ptr noundef byval(%struct.msg_t) align 8 %1) #0 !dbg !585 {
    #dbg_declare(ptr %0, !588, !DIExpression(), !589)
    #dbg_declare(ptr %1, !590, !DIExpression(), !591)
  %3 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 0, !dbg !592
  %4 = load i32, ptr %3, align 8, !dbg !592
  %5 = getelementptr inbounds %struct.msg_t, ptr %1, i32 0, i32 0, !dbg !593
  %6 = load i32, ptr %5, align 8, !dbg !593
  %7 = icmp eq i32 %4, %6, !dbg !594
  br i1 %7, label %8, label %32, !dbg !595

8:                                                ; preds = %2
  %9 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 1, !dbg !596
  %10 = load i32, ptr %9, align 4, !dbg !596
  %11 = getelementptr inbounds %struct.msg_t, ptr %1, i32 0, i32 1, !dbg !597
  %12 = load i32, ptr %11, align 4, !dbg !597
  %13 = icmp eq i32 %10, %12, !dbg !598
  br i1 %13, label %14, label %32, !dbg !599

14:                                               ; preds = %8
  %15 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 2, !dbg !600
  %16 = load i32, ptr %15, align 8, !dbg !600
  %17 = getelementptr inbounds %struct.msg_t, ptr %1, i32 0, i32 2, !dbg !601
  %18 = load i32, ptr %17, align 8, !dbg !601
  %19 = icmp eq i32 %16, %18, !dbg !602
  br i1 %19, label %20, label %32, !dbg !603

20:                                               ; preds = %14
  %21 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 3, !dbg !604
  %22 = load i32, ptr %21, align 4, !dbg !604
  %23 = getelementptr inbounds %struct.msg_t, ptr %1, i32 0, i32 3, !dbg !605
  %24 = load i32, ptr %23, align 4, !dbg !605
  %25 = icmp eq i32 %22, %24, !dbg !606
  br i1 %25, label %26, label %32, !dbg !607

26:                                               ; preds = %20
  %27 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 4, !dbg !608
  %28 = load i32, ptr %27, align 8, !dbg !608
  %29 = getelementptr inbounds %struct.msg_t, ptr %1, i32 0, i32 4, !dbg !609
  %30 = load i32, ptr %29, align 8, !dbg !609
  %31 = icmp eq i32 %28, %30, !dbg !610
  br label %32

32:                                               ; preds = %26, %20, %14, %8, %2
  %33 = phi i1 [ false, %20 ], [ false, %14 ], [ false, %8 ], [ false, %2 ], [ %31, %26 ], !dbg !611
  %34 = zext i1 %33 to i32, !dbg !607
  ret i32 %34, !dbg !612
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @any_nonce() #0 !dbg !613 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
    #dbg_declare(ptr %2, !614, !DIExpression(), !616)
  store i32 1, ptr %2, align 4, !dbg !616
  br label %3, !dbg !617

3:                                                ; preds = %17, %0
  %4 = load i32, ptr %2, align 4, !dbg !618
  %5 = icmp slt i32 %4, 3, !dbg !620
  br i1 %5, label %6, label %20, !dbg !621

6:                                                ; preds = %3
  %7 = load i32, ptr @known, align 4, !dbg !622
  %8 = load i32, ptr %2, align 4, !dbg !624
  %9 = shl i32 1, %8, !dbg !625
  %10 = and i32 %7, %9, !dbg !626
  %11 = icmp ne i32 %10, 0, !dbg !626
  br i1 %11, label %12, label %16, !dbg !627

12:                                               ; preds = %6
  %13 = call zeroext i1 @__VERIFIER_nondet_bool(), !dbg !628
  br i1 %13, label %16, label %14, !dbg !629

14:                                               ; preds = %12
  %15 = load i32, ptr %2, align 4, !dbg !630
  store i32 %15, ptr %1, align 4, !dbg !631
  br label %21, !dbg !631

16:                                               ; preds = %12, %6
  br label %17, !dbg !632

17:                                               ; preds = %16
  %18 = load i32, ptr %2, align 4, !dbg !633
  %19 = add nsw i32 %18, 1, !dbg !633
  store i32 %19, ptr %2, align 4, !dbg !633
  br label %3, !dbg !634, !llvm.loop !635

20:                                               ; preds = %3
  store i32 3, ptr %1, align 4, !dbg !637
  br label %21, !dbg !637

21:                                               ; preds = %20, %14
  %22 = load i32, ptr %1, align 4, !dbg !638
  ret i32 %22, !dbg !638
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!134, !135, !136, !137, !138, !139, !140}
!llvm.ident = !{!141}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a_partner", scope: !2, file: !3, line: 72, type: !29, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !17, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "needham_schroeder_mailbox.c", directory: "/work/mc43/programs", checksumkind: CSK_MD5, checksum: "cfcd107e35f961144ae7a86f0ba4f277")
!4 = !{!5, !12}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !3, line: 47, baseType: !6, size: 32, elements: !7)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !{!8, !9, !10, !11}
!8 = !DIEnumerator(name: "NOBODY", value: 0)
!9 = !DIEnumerator(name: "A", value: 1)
!10 = !DIEnumerator(name: "B", value: 2)
!11 = !DIEnumerator(name: "I", value: 3)
!12 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !3, line: 48, baseType: !6, size: 32, elements: !13)
!13 = !{!14, !15, !16}
!14 = !DIEnumerator(name: "NA", value: 1)
!15 = !DIEnumerator(name: "NB", value: 2)
!16 = !DIEnumerator(name: "NI", value: 3)
!17 = !{!0, !18, !52, !105, !107, !112, !117, !123, !125, !127, !132}
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(name: "network", scope: !2, file: !3, line: 64, type: !20, isLocal: true, isDefinition: true)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !21, line: 72, baseType: !22)
!21 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!22 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !21, line: 67, size: 320, elements: !23)
!23 = !{!24, !45, !50}
!24 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !22, file: !21, line: 69, baseType: !25, size: 320)
!25 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !26, line: 22, size: 320, elements: !27)
!26 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!27 = !{!28, !30, !31, !32, !33, !34, !36, !37}
!28 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !25, file: !26, line: 24, baseType: !29, size: 32)
!29 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !25, file: !26, line: 25, baseType: !6, size: 32, offset: 32)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !25, file: !26, line: 26, baseType: !29, size: 32, offset: 64)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !25, file: !26, line: 28, baseType: !6, size: 32, offset: 96)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !25, file: !26, line: 32, baseType: !29, size: 32, offset: 128)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !25, file: !26, line: 34, baseType: !35, size: 16, offset: 160)
!35 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !25, file: !26, line: 35, baseType: !35, size: 16, offset: 176)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !25, file: !26, line: 36, baseType: !38, size: 128, offset: 192)
!38 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !39, line: 55, baseType: !40)
!39 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!40 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !39, line: 51, size: 128, elements: !41)
!41 = !{!42, !44}
!42 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !40, file: !39, line: 53, baseType: !43, size: 64)
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !40, file: !39, line: 54, baseType: !43, size: 64, offset: 64)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !22, file: !21, line: 70, baseType: !46, size: 320)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !47, size: 320, elements: !48)
!47 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!48 = !{!49}
!49 = !DISubrange(count: 40)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !22, file: !21, line: 71, baseType: !51, size: 64)
!51 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(name: "box", scope: !2, file: !3, line: 66, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !55, size: 3840, elements: !103)
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "mailbox_t", file: !3, line: 62, baseType: !56)
!56 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 57, size: 960, elements: !57)
!57 = !{!58, !92, !93, !94}
!58 = !DIDerivedType(tag: DW_TAG_member, name: "arrived", scope: !56, file: !3, line: 58, baseType: !59, size: 384)
!59 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_cond_t", file: !21, line: 80, baseType: !60)
!60 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !21, line: 75, size: 384, elements: !61)
!61 = !{!62, !86, !90}
!62 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !60, file: !21, line: 77, baseType: !63, size: 384)
!63 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_cond_s", file: !39, line: 94, size: 384, elements: !64)
!64 = !{!65, !77, !78, !82, !83, !84, !85}
!65 = !DIDerivedType(tag: DW_TAG_member, name: "__wseq", scope: !63, file: !39, line: 96, baseType: !66, size: 64)
!66 = !DIDerivedType(tag: DW_TAG_typedef, name: "__atomic_wide_counter", file: !67, line: 33, baseType: !68)
!67 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/atomic_wide_counter.h", directory: "", checksumkind: CSK_MD5, checksum: "2708e6e61e266abad2d765ccef838dbe")
!68 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !67, line: 25, size: 64, elements: !69)
!69 = !{!70, !72}
!70 = !DIDerivedType(tag: DW_TAG_member, name: "__value64", scope: !68, file: !67, line: 27, baseType: !71, size: 64)
!71 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "__value32", scope: !68, file: !67, line: 32, baseType: !73, size: 64)
!73 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !68, file: !67, line: 28, size: 64, elements: !74)
!74 = !{!75, !76}
!75 = !DIDerivedType(tag: DW_TAG_member, name: "__low", scope: !73, file: !67, line: 30, baseType: !6, size: 32)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "__high", scope: !73, file: !67, line: 31, baseType: !6, size: 32, offset: 32)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "__g1_start", scope: !63, file: !39, line: 97, baseType: !66, size: 64, offset: 64)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "__g_refs", scope: !63, file: !39, line: 98, baseType: !79, size: 64, offset: 128)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 64, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 2)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "__g_size", scope: !63, file: !39, line: 99, baseType: !79, size: 64, offset: 192)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "__g1_orig_size", scope: !63, file: !39, line: 100, baseType: !6, size: 32, offset: 256)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "__wrefs", scope: !63, file: !39, line: 101, baseType: !6, size: 32, offset: 288)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "__g_signals", scope: !63, file: !39, line: 102, baseType: !79, size: 64, offset: 320)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !60, file: !21, line: 78, baseType: !87, size: 384)
!87 = !DICompositeType(tag: DW_TAG_array_type, baseType: !47, size: 384, elements: !88)
!88 = !{!89}
!89 = !DISubrange(count: 48)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !60, file: !21, line: 79, baseType: !91, size: 64)
!91 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "left", scope: !56, file: !3, line: 59, baseType: !59, size: 384, offset: 384)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "full", scope: !56, file: !3, line: 60, baseType: !29, size: 32, offset: 768)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "slot", scope: !56, file: !3, line: 61, baseType: !95, size: 160, offset: 800)
!95 = !DIDerivedType(tag: DW_TAG_typedef, name: "msg_t", file: !3, line: 55, baseType: !96)
!96 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 50, size: 160, elements: !97)
!97 = !{!98, !99, !100, !101, !102}
!98 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !96, file: !3, line: 51, baseType: !29, size: 32)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !96, file: !3, line: 52, baseType: !29, size: 32, offset: 32)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "n1", scope: !96, file: !3, line: 53, baseType: !29, size: 32, offset: 64)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "n2", scope: !96, file: !3, line: 53, baseType: !29, size: 32, offset: 96)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !96, file: !3, line: 54, baseType: !29, size: 32, offset: 128)
!103 = !{!104}
!104 = !DISubrange(count: 4)
!105 = !DIGlobalVariableExpression(var: !106, expr: !DIExpression())
!106 = distinct !DIGlobalVariable(name: "stirred", scope: !2, file: !3, line: 65, type: !59, isLocal: true, isDefinition: true)
!107 = !DIGlobalVariableExpression(var: !108, expr: !DIExpression())
!108 = distinct !DIGlobalVariable(scope: null, file: !3, line: 144, type: !109, isLocal: true, isDefinition: true)
!109 = !DICompositeType(tag: DW_TAG_array_type, baseType: !47, size: 288, elements: !110)
!110 = !{!111}
!111 = !DISubrange(count: 36)
!112 = !DIGlobalVariableExpression(var: !113, expr: !DIExpression())
!113 = distinct !DIGlobalVariable(scope: null, file: !3, line: 144, type: !114, isLocal: true, isDefinition: true)
!114 = !DICompositeType(tag: DW_TAG_array_type, baseType: !47, size: 224, elements: !115)
!115 = !{!116}
!116 = !DISubrange(count: 28)
!117 = !DIGlobalVariableExpression(var: !118, expr: !DIExpression())
!118 = distinct !DIGlobalVariable(scope: null, file: !3, line: 144, type: !119, isLocal: true, isDefinition: true)
!119 = !DICompositeType(tag: DW_TAG_array_type, baseType: !120, size: 192, elements: !121)
!120 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !47)
!121 = !{!122}
!122 = !DISubrange(count: 24)
!123 = !DIGlobalVariableExpression(var: !124, expr: !DIExpression())
!124 = distinct !DIGlobalVariable(name: "b_partner", scope: !2, file: !3, line: 73, type: !29, isLocal: true, isDefinition: true)
!125 = !DIGlobalVariableExpression(var: !126, expr: !DIExpression())
!126 = distinct !DIGlobalVariable(name: "known", scope: !2, file: !3, line: 149, type: !29, isLocal: true, isDefinition: true)
!127 = !DIGlobalVariableExpression(var: !128, expr: !DIExpression())
!128 = distinct !DIGlobalVariable(name: "stored", scope: !2, file: !3, line: 150, type: !129, isLocal: true, isDefinition: true)
!129 = !DICompositeType(tag: DW_TAG_array_type, baseType: !95, size: 480, elements: !130)
!130 = !{!131}
!131 = !DISubrange(count: 3)
!132 = !DIGlobalVariableExpression(var: !133, expr: !DIExpression())
!133 = distinct !DIGlobalVariable(name: "stored_next", scope: !2, file: !3, line: 151, type: !29, isLocal: true, isDefinition: true)
!134 = !{i32 7, !"Dwarf Version", i32 5}
!135 = !{i32 2, !"Debug Info Version", i32 3}
!136 = !{i32 1, !"wchar_size", i32 4}
!137 = !{i32 8, !"PIC Level", i32 2}
!138 = !{i32 7, !"PIE Level", i32 2}
!139 = !{i32 7, !"uwtable", i32 2}
!140 = !{i32 7, !"frame-pointer", i32 2}
!141 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!142 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 251, type: !143, scopeLine: 252, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !145)
!143 = !DISubroutineType(types: !144)
!144 = !{!29}
!145 = !{}
!146 = !DILocalVariable(name: "a", scope: !142, file: !3, line: 253, type: !147)
!147 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !21, line: 27, baseType: !148)
!148 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!149 = !DILocation(line: 253, column: 15, scope: !142)
!150 = !DILocalVariable(name: "b", scope: !142, file: !3, line: 253, type: !147)
!151 = !DILocation(line: 253, column: 18, scope: !142)
!152 = !DILocalVariable(name: "i", scope: !142, file: !3, line: 253, type: !147)
!153 = !DILocation(line: 253, column: 21, scope: !142)
!154 = !DILocation(line: 254, column: 5, scope: !142)
!155 = !DILocation(line: 255, column: 5, scope: !142)
!156 = !DILocation(line: 256, column: 5, scope: !142)
!157 = !DILocation(line: 257, column: 18, scope: !142)
!158 = !DILocation(line: 257, column: 5, scope: !142)
!159 = !DILocation(line: 258, column: 18, scope: !142)
!160 = !DILocation(line: 258, column: 5, scope: !142)
!161 = !DILocation(line: 259, column: 5, scope: !142)
!162 = distinct !DISubprogram(name: "initiator", scope: !3, file: !3, line: 106, type: !163, scopeLine: 107, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !145)
!163 = !DISubroutineType(types: !164)
!164 = !{!165, !165}
!165 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!166 = !DILocalVariable(name: "arg", arg: 1, scope: !162, file: !3, line: 106, type: !165)
!167 = !DILocation(line: 106, column: 30, scope: !162)
!168 = !DILocation(line: 108, column: 11, scope: !162)
!169 = !DILocalVariable(name: "partner", scope: !162, file: !3, line: 109, type: !29)
!170 = !DILocation(line: 109, column: 9, scope: !162)
!171 = !DILocation(line: 109, column: 19, scope: !162)
!172 = !DILocation(line: 110, column: 17, scope: !162)
!173 = !DILocation(line: 110, column: 15, scope: !162)
!174 = !DILocation(line: 111, column: 17, scope: !162)
!175 = !DILocation(line: 111, column: 25, scope: !162)
!176 = !DILocation(line: 111, column: 5, scope: !162)
!177 = !DILocalVariable(name: "m", scope: !162, file: !3, line: 112, type: !95)
!178 = !DILocation(line: 112, column: 11, scope: !162)
!179 = !DILocation(line: 113, column: 5, scope: !162)
!180 = !DILocation(line: 114, column: 13, scope: !181)
!181 = distinct !DILexicalBlock(scope: !182, file: !3, line: 113, column: 14)
!182 = distinct !DILexicalBlock(scope: !183, file: !3, line: 113, column: 5)
!183 = distinct !DILexicalBlock(scope: !162, file: !3, line: 113, column: 5)
!184 = !DILocation(line: 115, column: 15, scope: !185)
!185 = distinct !DILexicalBlock(scope: !181, file: !3, line: 115, column: 13)
!186 = !DILocation(line: 115, column: 19, scope: !185)
!187 = !DILocation(line: 115, column: 24, scope: !185)
!188 = !DILocation(line: 115, column: 29, scope: !185)
!189 = !DILocation(line: 115, column: 34, scope: !185)
!190 = !DILocation(line: 115, column: 39, scope: !185)
!191 = !DILocation(line: 115, column: 44, scope: !185)
!192 = !DILocation(line: 115, column: 47, scope: !185)
!193 = !DILocation(line: 115, column: 13, scope: !181)
!194 = !DILocation(line: 120, column: 13, scope: !185)
!195 = !DILocation(line: 113, column: 5, scope: !182)
!196 = distinct !{!196, !197, !198}
!197 = !DILocation(line: 113, column: 5, scope: !183)
!198 = !DILocation(line: 121, column: 5, scope: !183)
!199 = !DILocation(line: 122, column: 17, scope: !162)
!200 = !DILocation(line: 122, column: 25, scope: !162)
!201 = !DILocation(line: 122, column: 53, scope: !162)
!202 = !DILocation(line: 122, column: 5, scope: !162)
!203 = !DILocation(line: 123, column: 5, scope: !162)
!204 = distinct !DISubprogram(name: "responder", scope: !3, file: !3, line: 126, type: !163, scopeLine: 127, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !145)
!205 = !DILocalVariable(name: "arg", arg: 1, scope: !204, file: !3, line: 126, type: !165)
!206 = !DILocation(line: 126, column: 30, scope: !204)
!207 = !DILocation(line: 128, column: 11, scope: !204)
!208 = !DILocalVariable(name: "m", scope: !204, file: !3, line: 129, type: !95)
!209 = !DILocation(line: 129, column: 11, scope: !204)
!210 = !DILocation(line: 130, column: 5, scope: !204)
!211 = !DILocation(line: 131, column: 13, scope: !212)
!212 = distinct !DILexicalBlock(scope: !213, file: !3, line: 130, column: 14)
!213 = distinct !DILexicalBlock(scope: !214, file: !3, line: 130, column: 5)
!214 = distinct !DILexicalBlock(scope: !204, file: !3, line: 130, column: 5)
!215 = !DILocation(line: 132, column: 15, scope: !216)
!216 = distinct !DILexicalBlock(scope: !212, file: !3, line: 132, column: 13)
!217 = !DILocation(line: 132, column: 19, scope: !216)
!218 = !DILocation(line: 132, column: 24, scope: !216)
!219 = !DILocation(line: 132, column: 29, scope: !216)
!220 = !DILocation(line: 132, column: 34, scope: !216)
!221 = !DILocation(line: 132, column: 39, scope: !216)
!222 = !DILocation(line: 132, column: 44, scope: !216)
!223 = !DILocation(line: 132, column: 42, scope: !216)
!224 = !DILocation(line: 132, column: 47, scope: !216)
!225 = !DILocation(line: 132, column: 53, scope: !216)
!226 = !DILocation(line: 132, column: 58, scope: !216)
!227 = !DILocation(line: 132, column: 63, scope: !216)
!228 = !DILocation(line: 132, column: 68, scope: !216)
!229 = !DILocation(line: 132, column: 73, scope: !216)
!230 = !DILocation(line: 132, column: 13, scope: !212)
!231 = !DILocation(line: 133, column: 13, scope: !216)
!232 = !DILocation(line: 130, column: 5, scope: !213)
!233 = distinct !{!233, !234, !235}
!234 = !DILocation(line: 130, column: 5, scope: !214)
!235 = !DILocation(line: 134, column: 5, scope: !214)
!236 = !DILocalVariable(name: "partner", scope: !204, file: !3, line: 135, type: !29)
!237 = !DILocation(line: 135, column: 9, scope: !204)
!238 = !DILocation(line: 135, column: 21, scope: !204)
!239 = !DILocation(line: 136, column: 17, scope: !204)
!240 = !DILocation(line: 136, column: 25, scope: !204)
!241 = !DILocation(line: 136, column: 53, scope: !204)
!242 = !DILocation(line: 136, column: 5, scope: !204)
!243 = !DILocation(line: 137, column: 5, scope: !204)
!244 = !DILocation(line: 138, column: 13, scope: !245)
!245 = distinct !DILexicalBlock(scope: !246, file: !3, line: 137, column: 14)
!246 = distinct !DILexicalBlock(scope: !247, file: !3, line: 137, column: 5)
!247 = distinct !DILexicalBlock(scope: !204, file: !3, line: 137, column: 5)
!248 = !DILocation(line: 139, column: 15, scope: !249)
!249 = distinct !DILexicalBlock(scope: !245, file: !3, line: 139, column: 13)
!250 = !DILocation(line: 139, column: 19, scope: !249)
!251 = !DILocation(line: 139, column: 24, scope: !249)
!252 = !DILocation(line: 139, column: 29, scope: !249)
!253 = !DILocation(line: 139, column: 34, scope: !249)
!254 = !DILocation(line: 139, column: 39, scope: !249)
!255 = !DILocation(line: 139, column: 44, scope: !249)
!256 = !DILocation(line: 139, column: 47, scope: !249)
!257 = !DILocation(line: 139, column: 13, scope: !245)
!258 = !DILocation(line: 140, column: 13, scope: !249)
!259 = !DILocation(line: 137, column: 5, scope: !246)
!260 = distinct !{!260, !261, !262}
!261 = !DILocation(line: 137, column: 5, scope: !247)
!262 = !DILocation(line: 141, column: 5, scope: !247)
!263 = !DILocation(line: 142, column: 17, scope: !204)
!264 = !DILocation(line: 142, column: 15, scope: !204)
!265 = !DILocation(line: 144, column: 5, scope: !266)
!266 = distinct !DILexicalBlock(scope: !267, file: !3, line: 144, column: 5)
!267 = distinct !DILexicalBlock(scope: !204, file: !3, line: 144, column: 5)
!268 = !DILocation(line: 144, column: 5, scope: !267)
!269 = !DILocation(line: 145, column: 5, scope: !204)
!270 = distinct !DISubprogram(name: "intruder", scope: !3, file: !3, line: 226, type: !163, scopeLine: 227, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !145)
!271 = !DILocalVariable(name: "arg", arg: 1, scope: !270, file: !3, line: 226, type: !165)
!272 = !DILocation(line: 226, column: 29, scope: !270)
!273 = !DILocation(line: 228, column: 11, scope: !270)
!274 = !DILocation(line: 229, column: 5, scope: !270)
!275 = !DILocation(line: 230, column: 9, scope: !276)
!276 = distinct !DILexicalBlock(scope: !277, file: !3, line: 229, column: 14)
!277 = distinct !DILexicalBlock(scope: !278, file: !3, line: 229, column: 5)
!278 = distinct !DILexicalBlock(scope: !270, file: !3, line: 229, column: 5)
!279 = !DILocation(line: 231, column: 9, scope: !276)
!280 = !DILocation(line: 231, column: 24, scope: !276)
!281 = !DILocation(line: 231, column: 17, scope: !276)
!282 = !DILocation(line: 231, column: 29, scope: !276)
!283 = !DILocation(line: 231, column: 39, scope: !276)
!284 = !DILocation(line: 231, column: 32, scope: !276)
!285 = !DILocation(line: 231, column: 44, scope: !276)
!286 = !DILocation(line: 231, column: 54, scope: !276)
!287 = !DILocation(line: 0, scope: !276)
!288 = !DILocation(line: 232, column: 13, scope: !276)
!289 = distinct !{!289, !279, !290, !291}
!290 = !DILocation(line: 232, column: 49, scope: !276)
!291 = !{!"llvm.loop.mustprogress"}
!292 = !DILocation(line: 233, column: 20, scope: !293)
!293 = distinct !DILexicalBlock(scope: !276, file: !3, line: 233, column: 13)
!294 = !DILocation(line: 233, column: 13, scope: !293)
!295 = !DILocation(line: 233, column: 13, scope: !276)
!296 = !DILocalVariable(name: "m", scope: !297, file: !3, line: 235, type: !95)
!297 = distinct !DILexicalBlock(scope: !293, file: !3, line: 233, column: 26)
!298 = !DILocation(line: 235, column: 19, scope: !297)
!299 = !DILocation(line: 235, column: 30, scope: !297)
!300 = !DILocation(line: 236, column: 25, scope: !297)
!301 = !DILocation(line: 237, column: 13, scope: !297)
!302 = !DILocation(line: 238, column: 13, scope: !297)
!303 = !DILocation(line: 239, column: 13, scope: !297)
!304 = !DILocation(line: 240, column: 13, scope: !297)
!305 = distinct !{!305, !306, !307}
!306 = !DILocation(line: 229, column: 5, scope: !278)
!307 = !DILocation(line: 247, column: 5, scope: !278)
!308 = !DILocalVariable(name: "to", scope: !276, file: !3, line: 243, type: !29)
!309 = !DILocation(line: 243, column: 13, scope: !276)
!310 = !DILocation(line: 243, column: 25, scope: !276)
!311 = !DILocation(line: 243, column: 18, scope: !276)
!312 = !DILocation(line: 243, column: 43, scope: !276)
!313 = !DILocation(line: 243, column: 36, scope: !276)
!314 = !DILocation(line: 243, column: 54, scope: !276)
!315 = !DILocation(line: 244, column: 9, scope: !276)
!316 = !DILocalVariable(name: "m", scope: !276, file: !3, line: 245, type: !95)
!317 = !DILocation(line: 245, column: 15, scope: !276)
!318 = !DILocation(line: 245, column: 30, scope: !276)
!319 = !DILocation(line: 245, column: 19, scope: !276)
!320 = !DILocation(line: 245, column: 34, scope: !276)
!321 = !DILocation(line: 245, column: 38, scope: !276)
!322 = !DILocation(line: 245, column: 76, scope: !276)
!323 = !DILocation(line: 245, column: 65, scope: !276)
!324 = !DILocation(line: 245, column: 88, scope: !276)
!325 = !DILocation(line: 245, column: 82, scope: !276)
!326 = !DILocation(line: 246, column: 17, scope: !276)
!327 = !DILocation(line: 246, column: 9, scope: !276)
!328 = !DILocation(line: 229, column: 5, scope: !277)
!329 = distinct !DISubprogram(name: "send", scope: !3, file: !3, line: 104, type: !330, scopeLine: 104, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !145)
!330 = !DISubroutineType(types: !331)
!331 = !{null, !95}
!332 = !DILocalVariable(name: "m", arg: 1, scope: !329, file: !3, line: 104, type: !95)
!333 = !DILocation(line: 104, column: 24, scope: !329)
!334 = !DILocation(line: 104, column: 29, scope: !329)
!335 = !DILocation(line: 104, column: 44, scope: !329)
!336 = distinct !DISubprogram(name: "collect", scope: !3, file: !3, line: 90, type: !337, scopeLine: 91, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !145)
!337 = !DISubroutineType(types: !338)
!338 = !{!95, !29}
!339 = !DILocalVariable(name: "who", arg: 1, scope: !336, file: !3, line: 90, type: !29)
!340 = !DILocation(line: 90, column: 26, scope: !336)
!341 = !DILocation(line: 92, column: 5, scope: !336)
!342 = !DILocation(line: 93, column: 5, scope: !336)
!343 = !DILocation(line: 93, column: 17, scope: !336)
!344 = !DILocation(line: 93, column: 13, scope: !336)
!345 = !DILocation(line: 93, column: 22, scope: !336)
!346 = !DILocation(line: 93, column: 12, scope: !336)
!347 = !DILocation(line: 94, column: 32, scope: !336)
!348 = !DILocation(line: 94, column: 28, scope: !336)
!349 = !DILocation(line: 94, column: 37, scope: !336)
!350 = !DILocation(line: 94, column: 9, scope: !336)
!351 = distinct !{!351, !342, !352, !291}
!352 = !DILocation(line: 94, column: 54, scope: !336)
!353 = !DILocalVariable(name: "m", scope: !336, file: !3, line: 95, type: !95)
!354 = !DILocation(line: 95, column: 11, scope: !336)
!355 = !DILocation(line: 95, column: 19, scope: !336)
!356 = !DILocation(line: 95, column: 15, scope: !336)
!357 = !DILocation(line: 95, column: 24, scope: !336)
!358 = !DILocation(line: 96, column: 9, scope: !336)
!359 = !DILocation(line: 96, column: 5, scope: !336)
!360 = !DILocation(line: 96, column: 14, scope: !336)
!361 = !DILocation(line: 96, column: 19, scope: !336)
!362 = !DILocation(line: 97, column: 30, scope: !336)
!363 = !DILocation(line: 97, column: 26, scope: !336)
!364 = !DILocation(line: 97, column: 35, scope: !336)
!365 = !DILocation(line: 97, column: 5, scope: !336)
!366 = !DILocation(line: 98, column: 5, scope: !336)
!367 = !DILocation(line: 99, column: 5, scope: !336)
!368 = !DILocation(line: 100, column: 5, scope: !336)
!369 = distinct !DISubprogram(name: "deliver", scope: !3, file: !3, line: 76, type: !370, scopeLine: 77, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !145)
!370 = !DISubroutineType(types: !371)
!371 = !{null, !29, !95}
!372 = !DILocalVariable(name: "to", arg: 1, scope: !369, file: !3, line: 76, type: !29)
!373 = !DILocation(line: 76, column: 25, scope: !369)
!374 = !DILocalVariable(name: "m", arg: 2, scope: !369, file: !3, line: 76, type: !95)
!375 = !DILocation(line: 76, column: 35, scope: !369)
!376 = !DILocation(line: 78, column: 5, scope: !369)
!377 = !DILocation(line: 79, column: 5, scope: !369)
!378 = !DILocation(line: 79, column: 16, scope: !369)
!379 = !DILocation(line: 79, column: 12, scope: !369)
!380 = !DILocation(line: 79, column: 20, scope: !369)
!381 = !DILocation(line: 80, column: 32, scope: !369)
!382 = !DILocation(line: 80, column: 28, scope: !369)
!383 = !DILocation(line: 80, column: 36, scope: !369)
!384 = !DILocation(line: 80, column: 9, scope: !369)
!385 = distinct !{!385, !377, !386, !291}
!386 = !DILocation(line: 80, column: 50, scope: !369)
!387 = !DILocation(line: 81, column: 9, scope: !369)
!388 = !DILocation(line: 81, column: 5, scope: !369)
!389 = !DILocation(line: 81, column: 13, scope: !369)
!390 = !DILocation(line: 81, column: 20, scope: !369)
!391 = !DILocation(line: 82, column: 9, scope: !369)
!392 = !DILocation(line: 82, column: 5, scope: !369)
!393 = !DILocation(line: 82, column: 13, scope: !369)
!394 = !DILocation(line: 82, column: 18, scope: !369)
!395 = !DILocation(line: 83, column: 30, scope: !369)
!396 = !DILocation(line: 83, column: 26, scope: !369)
!397 = !DILocation(line: 83, column: 34, scope: !369)
!398 = !DILocation(line: 83, column: 5, scope: !369)
!399 = !DILocation(line: 84, column: 9, scope: !400)
!400 = distinct !DILexicalBlock(scope: !369, file: !3, line: 84, column: 9)
!401 = !DILocation(line: 84, column: 12, scope: !400)
!402 = !DILocation(line: 84, column: 9, scope: !369)
!403 = !DILocation(line: 85, column: 9, scope: !400)
!404 = !DILocation(line: 86, column: 5, scope: !369)
!405 = !DILocation(line: 87, column: 1, scope: !369)
!406 = distinct !DISubprogram(name: "learn", scope: !3, file: !3, line: 159, type: !330, scopeLine: 160, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !145)
!407 = !DILocalVariable(name: "m", arg: 1, scope: !406, file: !3, line: 159, type: !95)
!408 = !DILocation(line: 159, column: 25, scope: !406)
!409 = !DILocation(line: 161, column: 11, scope: !410)
!410 = distinct !DILexicalBlock(scope: !406, file: !3, line: 161, column: 9)
!411 = !DILocation(line: 161, column: 15, scope: !410)
!412 = !DILocation(line: 161, column: 9, scope: !406)
!413 = !DILocation(line: 162, column: 15, scope: !414)
!414 = distinct !DILexicalBlock(scope: !415, file: !3, line: 162, column: 13)
!415 = distinct !DILexicalBlock(scope: !410, file: !3, line: 161, column: 21)
!416 = !DILocation(line: 162, column: 13, scope: !414)
!417 = !DILocation(line: 162, column: 13, scope: !415)
!418 = !DILocation(line: 163, column: 29, scope: !414)
!419 = !DILocation(line: 163, column: 24, scope: !414)
!420 = !DILocation(line: 163, column: 19, scope: !414)
!421 = !DILocation(line: 163, column: 13, scope: !414)
!422 = !DILocation(line: 164, column: 15, scope: !423)
!423 = distinct !DILexicalBlock(scope: !415, file: !3, line: 164, column: 13)
!424 = !DILocation(line: 164, column: 13, scope: !423)
!425 = !DILocation(line: 164, column: 13, scope: !415)
!426 = !DILocation(line: 165, column: 29, scope: !423)
!427 = !DILocation(line: 165, column: 24, scope: !423)
!428 = !DILocation(line: 165, column: 19, scope: !423)
!429 = !DILocation(line: 165, column: 13, scope: !423)
!430 = !DILocation(line: 166, column: 9, scope: !415)
!431 = !DILocalVariable(name: "k", scope: !432, file: !3, line: 168, type: !29)
!432 = distinct !DILexicalBlock(scope: !406, file: !3, line: 168, column: 5)
!433 = !DILocation(line: 168, column: 14, scope: !432)
!434 = !DILocation(line: 168, column: 10, scope: !432)
!435 = !DILocation(line: 168, column: 21, scope: !436)
!436 = distinct !DILexicalBlock(scope: !432, file: !3, line: 168, column: 5)
!437 = !DILocation(line: 168, column: 23, scope: !436)
!438 = !DILocation(line: 168, column: 5, scope: !432)
!439 = !DILocation(line: 169, column: 25, scope: !440)
!440 = distinct !DILexicalBlock(scope: !436, file: !3, line: 169, column: 13)
!441 = !DILocation(line: 169, column: 18, scope: !440)
!442 = !DILocation(line: 169, column: 13, scope: !440)
!443 = !DILocation(line: 169, column: 13, scope: !436)
!444 = !DILocation(line: 170, column: 13, scope: !440)
!445 = !DILocation(line: 169, column: 30, scope: !440)
!446 = !DILocation(line: 168, column: 34, scope: !436)
!447 = !DILocation(line: 168, column: 5, scope: !436)
!448 = distinct !{!448, !438, !449, !291}
!449 = !DILocation(line: 170, column: 13, scope: !432)
!450 = !DILocation(line: 171, column: 12, scope: !406)
!451 = !DILocation(line: 171, column: 5, scope: !406)
!452 = !DILocation(line: 171, column: 27, scope: !406)
!453 = !DILocation(line: 172, column: 20, scope: !406)
!454 = !DILocation(line: 172, column: 32, scope: !406)
!455 = !DILocation(line: 172, column: 37, scope: !406)
!456 = !DILocation(line: 172, column: 17, scope: !406)
!457 = !DILocation(line: 173, column: 1, scope: !406)
!458 = distinct !DISubprogram(name: "replayable", scope: !3, file: !3, line: 185, type: !459, scopeLine: 186, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !145)
!459 = !DISubroutineType(types: !460)
!460 = !{!29, !29}
!461 = !DILocalVariable(name: "to", arg: 1, scope: !458, file: !3, line: 185, type: !29)
!462 = !DILocation(line: 185, column: 27, scope: !458)
!463 = !DILocalVariable(name: "k", scope: !464, file: !3, line: 187, type: !29)
!464 = distinct !DILexicalBlock(scope: !458, file: !3, line: 187, column: 5)
!465 = !DILocation(line: 187, column: 14, scope: !464)
!466 = !DILocation(line: 187, column: 10, scope: !464)
!467 = !DILocation(line: 187, column: 21, scope: !468)
!468 = distinct !DILexicalBlock(scope: !464, file: !3, line: 187, column: 5)
!469 = !DILocation(line: 187, column: 23, scope: !468)
!470 = !DILocation(line: 187, column: 5, scope: !464)
!471 = !DILocation(line: 188, column: 20, scope: !472)
!472 = distinct !DILexicalBlock(scope: !468, file: !3, line: 188, column: 13)
!473 = !DILocation(line: 188, column: 13, scope: !472)
!474 = !DILocation(line: 188, column: 23, scope: !472)
!475 = !DILocation(line: 188, column: 30, scope: !472)
!476 = !DILocation(line: 188, column: 27, scope: !472)
!477 = !DILocation(line: 188, column: 13, scope: !468)
!478 = !DILocation(line: 189, column: 13, scope: !472)
!479 = !DILocation(line: 187, column: 34, scope: !468)
!480 = !DILocation(line: 187, column: 5, scope: !468)
!481 = distinct !{!481, !470, !482, !291}
!482 = !DILocation(line: 189, column: 20, scope: !464)
!483 = !DILocation(line: 190, column: 5, scope: !458)
!484 = !DILocation(line: 191, column: 1, scope: !458)
!485 = distinct !DISubprogram(name: "any_stored", scope: !3, file: !3, line: 195, type: !337, scopeLine: 196, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !145)
!486 = !DILocalVariable(name: "to", arg: 1, scope: !485, file: !3, line: 195, type: !29)
!487 = !DILocation(line: 195, column: 29, scope: !485)
!488 = !DILocalVariable(name: "last", scope: !485, file: !3, line: 197, type: !29)
!489 = !DILocation(line: 197, column: 9, scope: !485)
!490 = !DILocalVariable(name: "k", scope: !491, file: !3, line: 198, type: !29)
!491 = distinct !DILexicalBlock(scope: !485, file: !3, line: 198, column: 5)
!492 = !DILocation(line: 198, column: 14, scope: !491)
!493 = !DILocation(line: 198, column: 10, scope: !491)
!494 = !DILocation(line: 198, column: 21, scope: !495)
!495 = distinct !DILexicalBlock(scope: !491, file: !3, line: 198, column: 5)
!496 = !DILocation(line: 198, column: 23, scope: !495)
!497 = !DILocation(line: 198, column: 5, scope: !491)
!498 = !DILocation(line: 199, column: 20, scope: !499)
!499 = distinct !DILexicalBlock(scope: !495, file: !3, line: 199, column: 13)
!500 = !DILocation(line: 199, column: 13, scope: !499)
!501 = !DILocation(line: 199, column: 23, scope: !499)
!502 = !DILocation(line: 199, column: 30, scope: !499)
!503 = !DILocation(line: 199, column: 27, scope: !499)
!504 = !DILocation(line: 199, column: 13, scope: !495)
!505 = !DILocation(line: 200, column: 20, scope: !499)
!506 = !DILocation(line: 200, column: 18, scope: !499)
!507 = !DILocation(line: 200, column: 13, scope: !499)
!508 = !DILocation(line: 198, column: 34, scope: !495)
!509 = !DILocation(line: 198, column: 5, scope: !495)
!510 = distinct !{!510, !497, !511, !291}
!511 = !DILocation(line: 200, column: 20, scope: !491)
!512 = !DILocalVariable(name: "k", scope: !513, file: !3, line: 201, type: !29)
!513 = distinct !DILexicalBlock(scope: !485, file: !3, line: 201, column: 5)
!514 = !DILocation(line: 201, column: 14, scope: !513)
!515 = !DILocation(line: 201, column: 10, scope: !513)
!516 = !DILocation(line: 201, column: 21, scope: !517)
!517 = distinct !DILexicalBlock(scope: !513, file: !3, line: 201, column: 5)
!518 = !DILocation(line: 201, column: 25, scope: !517)
!519 = !DILocation(line: 201, column: 23, scope: !517)
!520 = !DILocation(line: 201, column: 5, scope: !513)
!521 = !DILocation(line: 202, column: 20, scope: !522)
!522 = distinct !DILexicalBlock(scope: !517, file: !3, line: 202, column: 13)
!523 = !DILocation(line: 202, column: 13, scope: !522)
!524 = !DILocation(line: 202, column: 23, scope: !522)
!525 = !DILocation(line: 202, column: 30, scope: !522)
!526 = !DILocation(line: 202, column: 27, scope: !522)
!527 = !DILocation(line: 202, column: 33, scope: !522)
!528 = !DILocation(line: 202, column: 36, scope: !522)
!529 = !DILocation(line: 202, column: 13, scope: !517)
!530 = !DILocation(line: 203, column: 27, scope: !522)
!531 = !DILocation(line: 203, column: 20, scope: !522)
!532 = !DILocation(line: 203, column: 13, scope: !522)
!533 = !DILocation(line: 202, column: 59, scope: !522)
!534 = !DILocation(line: 201, column: 32, scope: !517)
!535 = !DILocation(line: 201, column: 5, scope: !517)
!536 = distinct !{!536, !520, !537, !291}
!537 = !DILocation(line: 203, column: 28, scope: !513)
!538 = !DILocation(line: 204, column: 19, scope: !485)
!539 = !DILocation(line: 204, column: 12, scope: !485)
!540 = !DILocation(line: 204, column: 5, scope: !485)
!541 = !DILocation(line: 205, column: 1, scope: !485)
!542 = distinct !DISubprogram(name: "forge", scope: !3, file: !3, line: 207, type: !337, scopeLine: 208, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !145)
!543 = !DILocalVariable(name: "to", arg: 1, scope: !542, file: !3, line: 207, type: !29)
!544 = !DILocation(line: 207, column: 24, scope: !542)
!545 = !DILocalVariable(name: "m", scope: !542, file: !3, line: 209, type: !95)
!546 = !DILocation(line: 209, column: 11, scope: !542)
!547 = !DILocation(line: 209, column: 15, scope: !542)
!548 = !DILocation(line: 209, column: 23, scope: !542)
!549 = !DILocation(line: 210, column: 9, scope: !550)
!550 = distinct !DILexicalBlock(scope: !542, file: !3, line: 210, column: 9)
!551 = !DILocation(line: 210, column: 12, scope: !550)
!552 = !DILocation(line: 210, column: 9, scope: !542)
!553 = !DILocation(line: 211, column: 11, scope: !554)
!554 = distinct !DILexicalBlock(scope: !550, file: !3, line: 210, column: 18)
!555 = !DILocation(line: 211, column: 16, scope: !554)
!556 = !DILocation(line: 212, column: 16, scope: !554)
!557 = !DILocation(line: 212, column: 11, scope: !554)
!558 = !DILocation(line: 212, column: 14, scope: !554)
!559 = !DILocation(line: 213, column: 16, scope: !554)
!560 = !DILocation(line: 213, column: 11, scope: !554)
!561 = !DILocation(line: 213, column: 14, scope: !554)
!562 = !DILocation(line: 214, column: 11, scope: !554)
!563 = !DILocation(line: 214, column: 16, scope: !554)
!564 = !DILocation(line: 215, column: 5, scope: !554)
!565 = !DILocation(line: 215, column: 17, scope: !566)
!566 = distinct !DILexicalBlock(scope: !550, file: !3, line: 215, column: 16)
!567 = !DILocation(line: 215, column: 16, scope: !550)
!568 = !DILocation(line: 216, column: 11, scope: !569)
!569 = distinct !DILexicalBlock(scope: !566, file: !3, line: 215, column: 43)
!570 = !DILocation(line: 216, column: 16, scope: !569)
!571 = !DILocation(line: 217, column: 16, scope: !569)
!572 = !DILocation(line: 217, column: 11, scope: !569)
!573 = !DILocation(line: 217, column: 14, scope: !569)
!574 = !DILocation(line: 218, column: 18, scope: !569)
!575 = !DILocation(line: 218, column: 11, scope: !569)
!576 = !DILocation(line: 218, column: 16, scope: !569)
!577 = !DILocation(line: 219, column: 5, scope: !569)
!578 = !DILocation(line: 220, column: 11, scope: !579)
!579 = distinct !DILexicalBlock(scope: !566, file: !3, line: 219, column: 12)
!580 = !DILocation(line: 220, column: 16, scope: !579)
!581 = !DILocation(line: 221, column: 16, scope: !579)
!582 = !DILocation(line: 221, column: 11, scope: !579)
!583 = !DILocation(line: 221, column: 14, scope: !579)
!584 = !DILocation(line: 223, column: 5, scope: !542)
!585 = distinct !DISubprogram(name: "same", scope: !3, file: !3, line: 153, type: !586, scopeLine: 154, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !145)
!586 = !DISubroutineType(types: !587)
!587 = !{!29, !95, !95}
!588 = !DILocalVariable(name: "x", arg: 1, scope: !585, file: !3, line: 153, type: !95)
!589 = !DILocation(line: 153, column: 23, scope: !585)
!590 = !DILocalVariable(name: "y", arg: 2, scope: !585, file: !3, line: 153, type: !95)
!591 = !DILocation(line: 153, column: 32, scope: !585)
!592 = !DILocation(line: 155, column: 14, scope: !585)
!593 = !DILocation(line: 155, column: 23, scope: !585)
!594 = !DILocation(line: 155, column: 18, scope: !585)
!595 = !DILocation(line: 155, column: 27, scope: !585)
!596 = !DILocation(line: 155, column: 32, scope: !585)
!597 = !DILocation(line: 155, column: 42, scope: !585)
!598 = !DILocation(line: 155, column: 37, scope: !585)
!599 = !DILocation(line: 155, column: 47, scope: !585)
!600 = !DILocation(line: 155, column: 52, scope: !585)
!601 = !DILocation(line: 155, column: 60, scope: !585)
!602 = !DILocation(line: 155, column: 55, scope: !585)
!603 = !DILocation(line: 155, column: 63, scope: !585)
!604 = !DILocation(line: 155, column: 68, scope: !585)
!605 = !DILocation(line: 155, column: 76, scope: !585)
!606 = !DILocation(line: 155, column: 71, scope: !585)
!607 = !DILocation(line: 155, column: 79, scope: !585)
!608 = !DILocation(line: 156, column: 14, scope: !585)
!609 = !DILocation(line: 156, column: 24, scope: !585)
!610 = !DILocation(line: 156, column: 19, scope: !585)
!611 = !DILocation(line: 0, scope: !585)
!612 = !DILocation(line: 155, column: 5, scope: !585)
!613 = distinct !DISubprogram(name: "any_nonce", scope: !3, file: !3, line: 176, type: !143, scopeLine: 177, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !145)
!614 = !DILocalVariable(name: "n", scope: !615, file: !3, line: 178, type: !29)
!615 = distinct !DILexicalBlock(scope: !613, file: !3, line: 178, column: 5)
!616 = !DILocation(line: 178, column: 14, scope: !615)
!617 = !DILocation(line: 178, column: 10, scope: !615)
!618 = !DILocation(line: 178, column: 22, scope: !619)
!619 = distinct !DILexicalBlock(scope: !615, file: !3, line: 178, column: 5)
!620 = !DILocation(line: 178, column: 24, scope: !619)
!621 = !DILocation(line: 178, column: 5, scope: !615)
!622 = !DILocation(line: 179, column: 14, scope: !623)
!623 = distinct !DILexicalBlock(scope: !619, file: !3, line: 179, column: 13)
!624 = !DILocation(line: 179, column: 28, scope: !623)
!625 = !DILocation(line: 179, column: 25, scope: !623)
!626 = !DILocation(line: 179, column: 20, scope: !623)
!627 = !DILocation(line: 179, column: 32, scope: !623)
!628 = !DILocation(line: 179, column: 36, scope: !623)
!629 = !DILocation(line: 179, column: 13, scope: !619)
!630 = !DILocation(line: 180, column: 20, scope: !623)
!631 = !DILocation(line: 180, column: 13, scope: !623)
!632 = !DILocation(line: 179, column: 59, scope: !623)
!633 = !DILocation(line: 178, column: 31, scope: !619)
!634 = !DILocation(line: 178, column: 5, scope: !619)
!635 = distinct !{!635, !621, !636, !291}
!636 = !DILocation(line: 180, column: 20, scope: !615)
!637 = !DILocation(line: 181, column: 5, scope: !613)
!638 = !DILocation(line: 182, column: 1, scope: !613)
