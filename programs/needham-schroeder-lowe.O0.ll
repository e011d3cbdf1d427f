; ModuleID = 'needham_schroeder.c'
source_filename = "needham_schroeder.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }
%union.pthread_cond_t = type { %struct.__pthread_cond_s }
%struct.__pthread_cond_s = type { %union.__atomic_wide_counter, %union.__atomic_wide_counter, [2 x i32], [2 x i32], i32, i32, [2 x i32] }
%union.__atomic_wide_counter = type { i64 }
%struct.msg_t = type { i32, i32, i32, i32, i32 }

@a_partner = internal global i32 0, align 4, !dbg !0
@net = internal global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !18
@full = internal global [4 x i32] zeroinitializer, align 16, !dbg !52
@changed = internal global %union.pthread_cond_t zeroinitializer, align 8, !dbg !57
@box = internal global [4 x %struct.msg_t] zeroinitializer, align 16, !dbg !92
@b_partner = internal global i32 0, align 4, !dbg !119
@.str = private unnamed_addr constant [36 x i8] c"!(b_partner == A && a_partner != B)\00", align 1, !dbg !103
@.str.1 = private unnamed_addr constant [20 x i8] c"needham_schroeder.c\00", align 1, !dbg !108
@__PRETTY_FUNCTION__.responder = private unnamed_addr constant [24 x i8] c"void *responder(void *)\00", align 1, !dbg !113

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !129 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !133, !DIExpression(), !136)
    #dbg_declare(ptr %3, !137, !DIExpression(), !138)
    #dbg_declare(ptr %4, !139, !DIExpression(), !140)
  %5 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @initiator, ptr noundef null) #6, !dbg !141
  %6 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @responder, ptr noundef null) #6, !dbg !142
  %7 = call i32 @pthread_create(ptr noundef %4, ptr noundef null, ptr noundef @intruder, ptr noundef null) #6, !dbg !143
  %8 = load i64, ptr %2, align 8, !dbg !144
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null), !dbg !145
  %10 = load i64, ptr %3, align 8, !dbg !146
  %11 = call i32 @pthread_join(i64 noundef %10, ptr noundef null), !dbg !147
  ret i32 0, !dbg !148
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @initiator(ptr noundef %0) #0 !dbg !149 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca %struct.msg_t, align 8
  %5 = alloca %struct.msg_t, align 4
  %6 = alloca %struct.msg_t, align 4
  %7 = alloca %struct.msg_t, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !153, !DIExpression(), !154)
  %8 = load ptr, ptr %2, align 8, !dbg !155
    #dbg_declare(ptr %3, !156, !DIExpression(), !157)
  %9 = call zeroext i1 @__VERIFIER_nondet_bool(), !dbg !158
  %10 = zext i1 %9 to i64, !dbg !158
  %11 = select i1 %9, i32 2, i32 3, !dbg !158
  store i32 %11, ptr %3, align 4, !dbg !157
  %12 = load i32, ptr %3, align 4, !dbg !159
  store i32 %12, ptr @a_partner, align 4, !dbg !160
  %13 = getelementptr inbounds %struct.msg_t, ptr %4, i32 0, i32 0, !dbg !161
  %14 = load i32, ptr %3, align 4, !dbg !162
  store i32 %14, ptr %13, align 4, !dbg !161
  %15 = getelementptr inbounds %struct.msg_t, ptr %4, i32 0, i32 1, !dbg !161
  store i32 1, ptr %15, align 4, !dbg !161
  %16 = getelementptr inbounds %struct.msg_t, ptr %4, i32 0, i32 2, !dbg !161
  store i32 1, ptr %16, align 4, !dbg !161
  %17 = getelementptr inbounds %struct.msg_t, ptr %4, i32 0, i32 3, !dbg !161
  store i32 1, ptr %17, align 4, !dbg !161
  %18 = getelementptr inbounds %struct.msg_t, ptr %4, i32 0, i32 4, !dbg !161
  store i32 0, ptr %18, align 4, !dbg !161
  call void @post(i32 noundef 3, ptr noundef byval(%struct.msg_t) align 8 %4), !dbg !163
    #dbg_declare(ptr %5, !164, !DIExpression(), !165)
  br label %19, !dbg !166

19:                                               ; preds = %37, %1
  call void @take(ptr dead_on_unwind writable sret(%struct.msg_t) align 4 %6, i32 noundef 1), !dbg !167
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 %6, i64 20, i1 false), !dbg !167
  br label %20, !dbg !168

20:                                               ; preds = %19
  %21 = getelementptr inbounds %struct.msg_t, ptr %5, i32 0, i32 0, !dbg !169
  %22 = load i32, ptr %21, align 4, !dbg !169
  %23 = icmp eq i32 %22, 1, !dbg !170
  br i1 %23, label %24, label %37, !dbg !171

24:                                               ; preds = %20
  %25 = getelementptr inbounds %struct.msg_t, ptr %5, i32 0, i32 1, !dbg !172
  %26 = load i32, ptr %25, align 4, !dbg !172
  %27 = icmp eq i32 %26, 2, !dbg !173
  br i1 %27, label %28, label %37, !dbg !174

28:                                               ; preds = %24
  %29 = getelementptr inbounds %struct.msg_t, ptr %5, i32 0, i32 2, !dbg !175
  %30 = load i32, ptr %29, align 4, !dbg !175
  %31 = icmp eq i32 %30, 1, !dbg !176
  br i1 %31, label %32, label %37, !dbg !177

32:                                               ; preds = %28
  %33 = getelementptr inbounds %struct.msg_t, ptr %5, i32 0, i32 4, !dbg !178
  %34 = load i32, ptr %33, align 4, !dbg !178
  %35 = load i32, ptr %3, align 4, !dbg !179
  %36 = icmp eq i32 %34, %35, !dbg !180
  br label %37

37:                                               ; preds = %32, %28, %24, %20
  %38 = phi i1 [ false, %28 ], [ false, %24 ], [ false, %20 ], [ %36, %32 ], !dbg !181
  %39 = xor i1 %38, true, !dbg !182
  br i1 %39, label %19, label %40, !dbg !168, !llvm.loop !183

40:                                               ; preds = %37
  %41 = getelementptr inbounds %struct.msg_t, ptr %7, i32 0, i32 0, !dbg !186
  %42 = load i32, ptr %3, align 4, !dbg !187
  store i32 %42, ptr %41, align 4, !dbg !186
  %43 = getelementptr inbounds %struct.msg_t, ptr %7, i32 0, i32 1, !dbg !186
  store i32 3, ptr %43, align 4, !dbg !186
  %44 = getelementptr inbounds %struct.msg_t, ptr %7, i32 0, i32 2, !dbg !186
  %45 = getelementptr inbounds %struct.msg_t, ptr %5, i32 0, i32 3, !dbg !188
  %46 = load i32, ptr %45, align 4, !dbg !188
  store i32 %46, ptr %44, align 4, !dbg !186
  %47 = getelementptr inbounds %struct.msg_t, ptr %7, i32 0, i32 3, !dbg !186
  store i32 0, ptr %47, align 4, !dbg !186
  %48 = getelementptr inbounds %struct.msg_t, ptr %7, i32 0, i32 4, !dbg !186
  store i32 0, ptr %48, align 4, !dbg !186
  call void @post(i32 noundef 3, ptr noundef byval(%struct.msg_t) align 8 %7), !dbg !189
  ret ptr null, !dbg !190
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @responder(ptr noundef %0) #0 !dbg !191 {
  %2 = alloca ptr, align 8
  %3 = alloca %struct.msg_t, align 4
  %4 = alloca %struct.msg_t, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.msg_t, align 8
  %7 = alloca %struct.msg_t, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !192, !DIExpression(), !193)
  %8 = load ptr, ptr %2, align 8, !dbg !194
    #dbg_declare(ptr %3, !195, !DIExpression(), !196)
  br label %9, !dbg !197

9:                                                ; preds = %32, %1
  call void @take(ptr dead_on_unwind writable sret(%struct.msg_t) align 4 %4, i32 noundef 2), !dbg !198
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 %4, i64 20, i1 false), !dbg !198
  br label %10, !dbg !199

10:                                               ; preds = %9
  %11 = getelementptr inbounds %struct.msg_t, ptr %3, i32 0, i32 0, !dbg !200
  %12 = load i32, ptr %11, align 4, !dbg !200
  %13 = icmp eq i32 %12, 2, !dbg !201
  br i1 %13, label %14, label %32, !dbg !202

14:                                               ; preds = %10
  %15 = getelementptr inbounds %struct.msg_t, ptr %3, i32 0, i32 1, !dbg !203
  %16 = load i32, ptr %15, align 4, !dbg !203
  %17 = icmp eq i32 %16, 1, !dbg !204
  br i1 %17, label %18, label %32, !dbg !205

18:                                               ; preds = %14
  %19 = getelementptr inbounds %struct.msg_t, ptr %3, i32 0, i32 2, !dbg !206
  %20 = load i32, ptr %19, align 4, !dbg !206
  %21 = icmp ne i32 %20, 0, !dbg !207
  br i1 %21, label %22, label %32, !dbg !208

22:                                               ; preds = %18
  %23 = getelementptr inbounds %struct.msg_t, ptr %3, i32 0, i32 3, !dbg !209
  %24 = load i32, ptr %23, align 4, !dbg !209
  %25 = icmp eq i32 %24, 1, !dbg !210
  br i1 %25, label %30, label %26, !dbg !211

26:                                               ; preds = %22
  %27 = getelementptr inbounds %struct.msg_t, ptr %3, i32 0, i32 3, !dbg !212
  %28 = load i32, ptr %27, align 4, !dbg !212
  %29 = icmp eq i32 %28, 3, !dbg !213
  br label %30, !dbg !211

30:                                               ; preds = %26, %22
  %31 = phi i1 [ true, %22 ], [ %29, %26 ]
  br label %32

32:                                               ; preds = %30, %18, %14, %10
  %33 = phi i1 [ false, %18 ], [ false, %14 ], [ false, %10 ], [ %31, %30 ], !dbg !214
  %34 = xor i1 %33, true, !dbg !215
  br i1 %34, label %9, label %35, !dbg !199, !llvm.loop !216

35:                                               ; preds = %32
    #dbg_declare(ptr %5, !218, !DIExpression(), !219)
  %36 = getelementptr inbounds %struct.msg_t, ptr %3, i32 0, i32 3, !dbg !220
  %37 = load i32, ptr %36, align 4, !dbg !220
  store i32 %37, ptr %5, align 4, !dbg !219
  %38 = getelementptr inbounds %struct.msg_t, ptr %6, i32 0, i32 0, !dbg !221
  %39 = load i32, ptr %5, align 4, !dbg !222
  store i32 %39, ptr %38, align 4, !dbg !221
  %40 = getelementptr inbounds %struct.msg_t, ptr %6, i32 0, i32 1, !dbg !221
  store i32 2, ptr %40, align 4, !dbg !221
  %41 = getelementptr inbounds %struct.msg_t, ptr %6, i32 0, i32 2, !dbg !221
  %42 = getelementptr inbounds %struct.msg_t, ptr %3, i32 0, i32 2, !dbg !223
  %43 = load i32, ptr %42, align 4, !dbg !223
  store i32 %43, ptr %41, align 4, !dbg !221
  %44 = getelementptr inbounds %struct.msg_t, ptr %6, i32 0, i32 3, !dbg !221
  store i32 2, ptr %44, align 4, !dbg !221
  %45 = getelementptr inbounds %struct.msg_t, ptr %6, i32 0, i32 4, !dbg !221
  store i32 2, ptr %45, align 4, !dbg !221
  call void @post(i32 noundef 3, ptr noundef byval(%struct.msg_t) align 8 %6), !dbg !224
  br label %46, !dbg !225

46:                                               ; preds = %59, %35
  call void @take(ptr dead_on_unwind writable sret(%struct.msg_t) align 4 %7, i32 noundef 2), !dbg !226
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 %7, i64 20, i1 false), !dbg !226
  br label %47, !dbg !227

47:                                               ; preds = %46
  %48 = getelementptr inbounds %struct.msg_t, ptr %3, i32 0, i32 0, !dbg !228
  %49 = load i32, ptr %48, align 4, !dbg !228
  %50 = icmp eq i32 %49, 2, !dbg !229
  br i1 %50, label %51, label %59, !dbg !230

51:                                               ; preds = %47
  %52 = getelementptr inbounds %struct.msg_t, ptr %3, i32 0, i32 1, !dbg !231
  %53 = load i32, ptr %52, align 4, !dbg !231
  %54 = icmp eq i32 %53, 3, !dbg !232
  br i1 %54, label %55, label %59, !dbg !233

55:                                               ; preds = %51
  %56 = getelementptr inbounds %struct.msg_t, ptr %3, i32 0, i32 2, !dbg !234
  %57 = load i32, ptr %56, align 4, !dbg !234
  %58 = icmp eq i32 %57, 2, !dbg !235
  br label %59

59:                                               ; preds = %55, %51, %47
  %60 = phi i1 [ false, %51 ], [ false, %47 ], [ %58, %55 ], !dbg !214
  %61 = xor i1 %60, true, !dbg !236
  br i1 %61, label %46, label %62, !dbg !227, !llvm.loop !237

62:                                               ; preds = %59
  %63 = load i32, ptr %5, align 4, !dbg !239
  store i32 %63, ptr @b_partner, align 4, !dbg !240
  %64 = load i32, ptr @b_partner, align 4, !dbg !241
  %65 = icmp eq i32 %64, 1, !dbg !241
  br i1 %65, label %66, label %69, !dbg !241

66:                                               ; preds = %62
  %67 = load i32, ptr @a_partner, align 4, !dbg !241
  %68 = icmp ne i32 %67, 2, !dbg !241
  br i1 %68, label %70, label %69, !dbg !244

69:                                               ; preds = %66, %62
  br label %71, !dbg !244

70:                                               ; preds = %66
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 113, ptr noundef @__PRETTY_FUNCTION__.responder) #7, !dbg !241
  unreachable, !dbg !241

71:                                               ; preds = %69
  ret ptr null, !dbg !245
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @intruder(ptr noundef %0) #0 !dbg !246 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca %struct.msg_t, align 4
  %5 = alloca %struct.msg_t, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.msg_t, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !247, !DIExpression(), !248)
  %8 = load ptr, ptr %2, align 8, !dbg !249
    #dbg_declare(ptr %3, !250, !DIExpression(), !251)
  store i32 8, ptr %3, align 4, !dbg !251
    #dbg_declare(ptr %4, !252, !DIExpression(), !253)
  call void @llvm.memset.p0.i64(ptr align 4 %4, i8 0, i64 20, i1 false), !dbg !253
  br label %9, !dbg !254

9:                                                ; preds = %118, %59, %1
  %10 = call i32 @pthread_mutex_lock(ptr noundef @net) #6, !dbg !255
  br label %11, !dbg !259

11:                                               ; preds = %22, %9
  %12 = load i32, ptr getelementptr inbounds ([4 x i32], ptr @full, i64 0, i64 3), align 4, !dbg !260
  %13 = icmp ne i32 %12, 0, !dbg !260
  br i1 %13, label %20, label %14, !dbg !261

14:                                               ; preds = %11
  %15 = load i32, ptr getelementptr inbounds ([4 x i32], ptr @full, i64 0, i64 1), align 4, !dbg !262
  %16 = icmp ne i32 %15, 0, !dbg !262
  br i1 %16, label %17, label %20, !dbg !263

17:                                               ; preds = %14
  %18 = load i32, ptr getelementptr inbounds ([4 x i32], ptr @full, i64 0, i64 2), align 8, !dbg !264
  %19 = icmp ne i32 %18, 0, !dbg !263
  br label %20

20:                                               ; preds = %17, %14, %11
  %21 = phi i1 [ false, %14 ], [ false, %11 ], [ %19, %17 ], !dbg !265
  br i1 %21, label %22, label %24, !dbg !259

22:                                               ; preds = %20
  %23 = call i32 @pthread_cond_wait(ptr noundef @changed, ptr noundef @net), !dbg !266
  br label %11, !dbg !259, !llvm.loop !267

24:                                               ; preds = %20
    #dbg_declare(ptr %5, !269, !DIExpression(), !270)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 getelementptr inbounds ([4 x %struct.msg_t], ptr @box, i64 0, i64 3), i64 20, i1 false), !dbg !271
  %25 = load i32, ptr getelementptr inbounds ([4 x i32], ptr @full, i64 0, i64 3), align 4, !dbg !272
  %26 = icmp ne i32 %25, 0, !dbg !272
  br i1 %26, label %27, label %60, !dbg !274

27:                                               ; preds = %24
  store i32 0, ptr getelementptr inbounds ([4 x i32], ptr @full, i64 0, i64 3), align 4, !dbg !275
  %28 = call i32 @pthread_cond_broadcast(ptr noundef @changed) #6, !dbg !277
  %29 = call i32 @pthread_mutex_unlock(ptr noundef @net) #6, !dbg !278
  %30 = getelementptr inbounds %struct.msg_t, ptr %5, i32 0, i32 0, !dbg !279
  %31 = load i32, ptr %30, align 4, !dbg !279
  %32 = icmp eq i32 %31, 3, !dbg !281
  br i1 %32, label %33, label %58, !dbg !282

33:                                               ; preds = %27
  %34 = getelementptr inbounds %struct.msg_t, ptr %5, i32 0, i32 2, !dbg !283
  %35 = load i32, ptr %34, align 4, !dbg !283
  %36 = icmp ne i32 %35, 0, !dbg !286
  br i1 %36, label %37, label %43, !dbg !287

37:                                               ; preds = %33
  %38 = getelementptr inbounds %struct.msg_t, ptr %5, i32 0, i32 2, !dbg !288
  %39 = load i32, ptr %38, align 4, !dbg !288
  %40 = shl i32 1, %39, !dbg !289
  %41 = load i32, ptr %3, align 4, !dbg !290
  %42 = or i32 %41, %40, !dbg !290
  store i32 %42, ptr %3, align 4, !dbg !290
  br label %43, !dbg !291

43:                                               ; preds = %37, %33
  %44 = getelementptr inbounds %struct.msg_t, ptr %5, i32 0, i32 1, !dbg !292
  %45 = load i32, ptr %44, align 4, !dbg !292
  %46 = icmp eq i32 %45, 2, !dbg !294
  br i1 %46, label %47, label %57, !dbg !295

47:                                               ; preds = %43
  %48 = getelementptr inbounds %struct.msg_t, ptr %5, i32 0, i32 3, !dbg !296
  %49 = load i32, ptr %48, align 4, !dbg !296
  %50 = icmp ne i32 %49, 0, !dbg !297
  br i1 %50, label %51, label %57, !dbg !298

51:                                               ; preds = %47
  %52 = getelementptr inbounds %struct.msg_t, ptr %5, i32 0, i32 3, !dbg !299
  %53 = load i32, ptr %52, align 4, !dbg !299
  %54 = shl i32 1, %53, !dbg !300
  %55 = load i32, ptr %3, align 4, !dbg !301
  %56 = or i32 %55, %54, !dbg !301
  store i32 %56, ptr %3, align 4, !dbg !301
  br label %57, !dbg !302

57:                                               ; preds = %51, %47, %43
  br label %59, !dbg !303

58:                                               ; preds = %27
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 4 %5, i64 20, i1 false), !dbg !304
  br label %59

59:                                               ; preds = %58, %57
  br label %9, !dbg !306, !llvm.loop !307

60:                                               ; preds = %24
    #dbg_declare(ptr %6, !310, !DIExpression(), !311)
  %61 = load i32, ptr getelementptr inbounds ([4 x i32], ptr @full, i64 0, i64 1), align 4, !dbg !312
  %62 = icmp ne i32 %61, 0, !dbg !312
  br i1 %62, label %63, label %64, !dbg !312

63:                                               ; preds = %60
  br label %74, !dbg !312

64:                                               ; preds = %60
  %65 = load i32, ptr getelementptr inbounds ([4 x i32], ptr @full, i64 0, i64 2), align 8, !dbg !313
  %66 = icmp ne i32 %65, 0, !dbg !313
  br i1 %66, label %67, label %68, !dbg !313

67:                                               ; preds = %64
  br label %72, !dbg !313

68:                                               ; preds = %64
  %69 = call zeroext i1 @__VERIFIER_nondet_bool(), !dbg !314
  %70 = zext i1 %69 to i64, !dbg !314
  %71 = select i1 %69, i32 1, i32 2, !dbg !314
  br label %72, !dbg !313

72:                                               ; preds = %68, %67
  %73 = phi i32 [ 1, %67 ], [ %71, %68 ], !dbg !313
  br label %74, !dbg !312

74:                                               ; preds = %72, %63
  %75 = phi i32 [ 2, %63 ], [ %73, %72 ], !dbg !312
  store i32 %75, ptr %6, align 4, !dbg !311
  %76 = call i32 @pthread_mutex_unlock(ptr noundef @net) #6, !dbg !315
  %77 = getelementptr inbounds %struct.msg_t, ptr %4, i32 0, i32 1, !dbg !316
  %78 = load i32, ptr %77, align 4, !dbg !316
  %79 = icmp ne i32 %78, 0, !dbg !318
  br i1 %79, label %80, label %83, !dbg !319

80:                                               ; preds = %74
  %81 = call zeroext i1 @__VERIFIER_nondet_bool(), !dbg !320
  br i1 %81, label %82, label %83, !dbg !321

82:                                               ; preds = %80
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 %4, i64 20, i1 false), !dbg !322
  br label %118, !dbg !324

83:                                               ; preds = %80, %74
  call void @llvm.memset.p0.i64(ptr align 4 %7, i8 0, i64 20, i1 false), !dbg !325
  %84 = getelementptr inbounds %struct.msg_t, ptr %7, i32 0, i32 0, !dbg !327
  %85 = load i32, ptr %6, align 4, !dbg !328
  store i32 %85, ptr %84, align 4, !dbg !327
  %86 = getelementptr inbounds %struct.msg_t, ptr %7, i32 0, i32 1, !dbg !327
  %87 = getelementptr inbounds %struct.msg_t, ptr %7, i32 0, i32 2, !dbg !327
  %88 = getelementptr inbounds %struct.msg_t, ptr %7, i32 0, i32 3, !dbg !327
  %89 = getelementptr inbounds %struct.msg_t, ptr %7, i32 0, i32 4, !dbg !327
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 %7, i64 20, i1 false), !dbg !325
  %90 = call zeroext i1 @__VERIFIER_nondet_bool(), !dbg !329
  br i1 %90, label %91, label %100, !dbg !331

91:                                               ; preds = %83
  %92 = getelementptr inbounds %struct.msg_t, ptr %5, i32 0, i32 1, !dbg !332
  store i32 1, ptr %92, align 4, !dbg !334
  %93 = load i32, ptr %3, align 4, !dbg !335
  %94 = call i32 @pick_nonce(i32 noundef %93), !dbg !336
  %95 = getelementptr inbounds %struct.msg_t, ptr %5, i32 0, i32 2, !dbg !337
  store i32 %94, ptr %95, align 4, !dbg !338
  %96 = call zeroext i1 @__VERIFIER_nondet_bool(), !dbg !339
  %97 = zext i1 %96 to i64, !dbg !339
  %98 = select i1 %96, i32 1, i32 3, !dbg !339
  %99 = getelementptr inbounds %struct.msg_t, ptr %5, i32 0, i32 3, !dbg !340
  store i32 %98, ptr %99, align 4, !dbg !341
  br label %117, !dbg !342

100:                                              ; preds = %83
  %101 = call zeroext i1 @__VERIFIER_nondet_bool(), !dbg !343
  br i1 %101, label %102, label %107, !dbg !345

102:                                              ; preds = %100
  %103 = getelementptr inbounds %struct.msg_t, ptr %5, i32 0, i32 1, !dbg !346
  store i32 3, ptr %103, align 4, !dbg !348
  %104 = load i32, ptr %3, align 4, !dbg !349
  %105 = call i32 @pick_nonce(i32 noundef %104), !dbg !350
  %106 = getelementptr inbounds %struct.msg_t, ptr %5, i32 0, i32 2, !dbg !351
  store i32 %105, ptr %106, align 4, !dbg !352
  br label %116, !dbg !353

107:                                              ; preds = %100
  %108 = getelementptr inbounds %struct.msg_t, ptr %5, i32 0, i32 1, !dbg !354
  store i32 2, ptr %108, align 4, !dbg !356
  %109 = load i32, ptr %3, align 4, !dbg !357
  %110 = call i32 @pick_nonce(i32 noundef %109), !dbg !358
  %111 = getelementptr inbounds %struct.msg_t, ptr %5, i32 0, i32 2, !dbg !359
  store i32 %110, ptr %111, align 4, !dbg !360
  %112 = load i32, ptr %3, align 4, !dbg !361
  %113 = call i32 @pick_nonce(i32 noundef %112), !dbg !362
  %114 = getelementptr inbounds %struct.msg_t, ptr %5, i32 0, i32 3, !dbg !363
  store i32 %113, ptr %114, align 4, !dbg !364
  %115 = getelementptr inbounds %struct.msg_t, ptr %5, i32 0, i32 4, !dbg !365
  store i32 3, ptr %115, align 4, !dbg !366
  br label %116

116:                                              ; preds = %107, %102
  br label %117

117:                                              ; preds = %116, %91
  br label %118

118:                                              ; preds = %117, %82
  %119 = load i32, ptr %6, align 4, !dbg !367
  call void @post(i32 noundef %119, ptr noundef byval(%struct.msg_t) align 8 %5), !dbg !368
  br label %9, !dbg !369, !llvm.loop !307
}

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

declare zeroext i1 @__VERIFIER_nondet_bool() #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @post(i32 noundef %0, ptr noundef byval(%struct.msg_t) align 8 %1) #0 !dbg !370 {
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !373, !DIExpression(), !374)
    #dbg_declare(ptr %1, !375, !DIExpression(), !376)
  %4 = call i32 @pthread_mutex_lock(ptr noundef @net) #6, !dbg !377
  br label %5, !dbg !378

5:                                                ; preds = %11, %2
  %6 = load i32, ptr %3, align 4, !dbg !379
  %7 = sext i32 %6 to i64, !dbg !380
  %8 = getelementptr inbounds [4 x i32], ptr @full, i64 0, i64 %7, !dbg !380
  %9 = load i32, ptr %8, align 4, !dbg !380
  %10 = icmp ne i32 %9, 0, !dbg !378
  br i1 %10, label %11, label %13, !dbg !378

11:                                               ; preds = %5
  %12 = call i32 @pthread_cond_wait(ptr noundef @changed, ptr noundef @net), !dbg !381
  br label %5, !dbg !378, !llvm.loop !382

13:                                               ; preds = %5
  %14 = load i32, ptr %3, align 4, !dbg !384
  %15 = sext i32 %14 to i64, !dbg !385
  %16 = getelementptr inbounds [4 x %struct.msg_t], ptr @box, i64 0, i64 %15, !dbg !385
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %16, ptr align 8 %1, i64 20, i1 false), !dbg !386
  %17 = load i32, ptr %3, align 4, !dbg !387
  %18 = sext i32 %17 to i64, !dbg !388
  %19 = getelementptr inbounds [4 x i32], ptr @full, i64 0, i64 %18, !dbg !388
  store i32 1, ptr %19, align 4, !dbg !389
  %20 = call i32 @pthread_cond_broadcast(ptr noundef @changed) #6, !dbg !390
  %21 = call i32 @pthread_mutex_unlock(ptr noundef @net) #6, !dbg !391
  ret void, !dbg !392
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @take(ptr dead_on_unwind noalias writable sret(%struct.msg_t) align 4 %0, i32 noundef %1) #0 !dbg !393 {
  %3 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !396, !DIExpression(), !397)
  %4 = call i32 @pthread_mutex_lock(ptr noundef @net) #6, !dbg !398
  br label %5, !dbg !399

5:                                                ; preds = %12, %2
  %6 = load i32, ptr %3, align 4, !dbg !400
  %7 = sext i32 %6 to i64, !dbg !401
  %8 = getelementptr inbounds [4 x i32], ptr @full, i64 0, i64 %7, !dbg !401
  %9 = load i32, ptr %8, align 4, !dbg !401
  %10 = icmp ne i32 %9, 0, !dbg !402
  %11 = xor i1 %10, true, !dbg !402
  br i1 %11, label %12, label %14, !dbg !399

12:                                               ; preds = %5
  %13 = call i32 @pthread_cond_wait(ptr noundef @changed, ptr noundef @net), !dbg !403
  br label %5, !dbg !399, !llvm.loop !404

14:                                               ; preds = %5
    #dbg_declare(ptr %0, !406, !DIExpression(), !407)
  %15 = load i32, ptr %3, align 4, !dbg !408
  %16 = sext i32 %15 to i64, !dbg !409
  %17 = getelementptr inbounds [4 x %struct.msg_t], ptr @box, i64 0, i64 %16, !dbg !409
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %0, ptr align 4 %17, i64 20, i1 false), !dbg !409
  %18 = load i32, ptr %3, align 4, !dbg !410
  %19 = sext i32 %18 to i64, !dbg !411
  %20 = getelementptr inbounds [4 x i32], ptr @full, i64 0, i64 %19, !dbg !411
  store i32 0, ptr %20, align 4, !dbg !412
  %21 = call i32 @pthread_cond_broadcast(ptr noundef @changed) #6, !dbg !413
  %22 = call i32 @pthread_mutex_unlock(ptr noundef @net) #6, !dbg !414
  ret void, !dbg !415
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #1

declare i32 @pthread_cond_wait(ptr noundef, ptr noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_cond_broadcast(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #1

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @pick_nonce(i32 noundef %0) #0 !dbg !416 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !419, !DIExpression(), !420)
    #dbg_declare(ptr %3, !421, !DIExpression(), !422)
  store i32 0, ptr %3, align 4, !dbg !422
    #dbg_declare(ptr %4, !423, !DIExpression(), !424)
  store i32 0, ptr %4, align 4, !dbg !424
    #dbg_declare(ptr %5, !425, !DIExpression(), !427)
  store i32 1, ptr %5, align 4, !dbg !427
  br label %6, !dbg !428

6:                                                ; preds = %28, %1
  %7 = load i32, ptr %5, align 4, !dbg !429
  %8 = icmp sle i32 %7, 3, !dbg !431
  br i1 %8, label %9, label %31, !dbg !432

9:                                                ; preds = %6
  %10 = load i32, ptr %2, align 4, !dbg !433
  %11 = load i32, ptr %5, align 4, !dbg !435
  %12 = shl i32 1, %11, !dbg !436
  %13 = and i32 %10, %12, !dbg !437
  %14 = icmp ne i32 %13, 0, !dbg !437
  br i1 %14, label %15, label %27, !dbg !438

15:                                               ; preds = %9
  %16 = load i32, ptr %3, align 4, !dbg !439
  %17 = icmp ne i32 %16, 0, !dbg !439
  br i1 %17, label %20, label %18, !dbg !442

18:                                               ; preds = %15
  %19 = load i32, ptr %5, align 4, !dbg !443
  store i32 %19, ptr %3, align 4, !dbg !444
  br label %26, !dbg !445

20:                                               ; preds = %15
  %21 = load i32, ptr %4, align 4, !dbg !446
  %22 = icmp ne i32 %21, 0, !dbg !446
  br i1 %22, label %25, label %23, !dbg !448

23:                                               ; preds = %20
  %24 = load i32, ptr %5, align 4, !dbg !449
  store i32 %24, ptr %4, align 4, !dbg !450
  br label %25, !dbg !451

25:                                               ; preds = %23, %20
  br label %26

26:                                               ; preds = %25, %18
  br label %27, !dbg !452

27:                                               ; preds = %26, %9
  br label %28, !dbg !453

28:                                               ; preds = %27
  %29 = load i32, ptr %5, align 4, !dbg !454
  %30 = add nsw i32 %29, 1, !dbg !454
  store i32 %30, ptr %5, align 4, !dbg !454
  br label %6, !dbg !455, !llvm.loop !456

31:                                               ; preds = %6
  %32 = load i32, ptr %4, align 4, !dbg !458
  %33 = icmp ne i32 %32, 0, !dbg !458
  br i1 %33, label %34, label %38, !dbg !459

34:                                               ; preds = %31
  %35 = call zeroext i1 @__VERIFIER_nondet_bool(), !dbg !460
  br i1 %35, label %36, label %38, !dbg !461

36:                                               ; preds = %34
  %37 = load i32, ptr %4, align 4, !dbg !462
  br label %40, !dbg !461

38:                                               ; preds = %34, %31
  %39 = load i32, ptr %3, align 4, !dbg !463
  br label %40, !dbg !461

40:                                               ; preds = %38, %36
  %41 = phi i32 [ %37, %36 ], [ %39, %38 ], !dbg !461
  ret i32 %41, !dbg !464
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
!llvm.module.flags = !{!121, !122, !123, !124, !125, !126, !127}
!llvm.ident = !{!128}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a_partner", scope: !2, file: !3, line: 54, type: !29, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !17, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "needham_schroeder.c", directory: "/work/main/programs", checksumkind: CSK_MD5, checksum: "24b5822208ef83b6cd5db1a57f379762")
!4 = !{!5, !12}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !3, line: 40, baseType: !6, size: 32, elements: !7)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !{!8, !9, !10, !11}
!8 = !DIEnumerator(name: "NOBODY", value: 0)
!9 = !DIEnumerator(name: "A", value: 1)
!10 = !DIEnumerator(name: "B", value: 2)
!11 = !DIEnumerator(name: "I", value: 3)
!12 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !3, line: 41, baseType: !6, size: 32, elements: !13)
!13 = !{!14, !15, !16}
!14 = !DIEnumerator(name: "NA", value: 1)
!15 = !DIEnumerator(name: "NB", value: 2)
!16 = !DIEnumerator(name: "NI", value: 3)
!17 = !{!0, !18, !52, !57, !92, !103, !108, !113, !119}
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(name: "net", scope: !2, file: !3, line: 49, type: !20, isLocal: true, isDefinition: true)
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
!53 = distinct !DIGlobalVariable(name: "full", scope: !2, file: !3, line: 52, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 128, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 4)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(name: "changed", scope: !2, file: !3, line: 50, type: !59, isLocal: true, isDefinition: true)
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
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(name: "box", scope: !2, file: !3, line: 51, type: !94, isLocal: true, isDefinition: true)
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !95, size: 640, elements: !55)
!95 = !DIDerivedType(tag: DW_TAG_typedef, name: "msg_t", file: !3, line: 47, baseType: !96)
!96 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 43, size: 160, elements: !97)
!97 = !{!98, !99, !100, !101, !102}
!98 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !96, file: !3, line: 44, baseType: !29, size: 32)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !96, file: !3, line: 45, baseType: !29, size: 32, offset: 32)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !96, file: !3, line: 46, baseType: !29, size: 32, offset: 64)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !96, file: !3, line: 46, baseType: !29, size: 32, offset: 96)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !96, file: !3, line: 46, baseType: !29, size: 32, offset: 128)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(scope: null, file: !3, line: 113, type: !105, isLocal: true, isDefinition: true)
!105 = !DICompositeType(tag: DW_TAG_array_type, baseType: !47, size: 288, elements: !106)
!106 = !{!107}
!107 = !DISubrange(count: 36)
!108 = !DIGlobalVariableExpression(var: !109, expr: !DIExpression())
!109 = distinct !DIGlobalVariable(scope: null, file: !3, line: 113, type: !110, isLocal: true, isDefinition: true)
!110 = !DICompositeType(tag: DW_TAG_array_type, baseType: !47, size: 160, elements: !111)
!111 = !{!112}
!112 = !DISubrange(count: 20)
!113 = !DIGlobalVariableExpression(var: !114, expr: !DIExpression())
!114 = distinct !DIGlobalVariable(scope: null, file: !3, line: 113, type: !115, isLocal: true, isDefinition: true)
!115 = !DICompositeType(tag: DW_TAG_array_type, baseType: !116, size: 192, elements: !117)
!116 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !47)
!117 = !{!118}
!118 = !DISubrange(count: 24)
!119 = !DIGlobalVariableExpression(var: !120, expr: !DIExpression())
!120 = distinct !DIGlobalVariable(name: "b_partner", scope: !2, file: !3, line: 55, type: !29, isLocal: true, isDefinition: true)
!121 = !{i32 7, !"Dwarf Version", i32 5}
!122 = !{i32 2, !"Debug Info Version", i32 3}
!123 = !{i32 1, !"wchar_size", i32 4}
!124 = !{i32 8, !"PIC Level", i32 2}
!125 = !{i32 7, !"PIE Level", i32 2}
!126 = !{i32 7, !"uwtable", i32 2}
!127 = !{i32 7, !"frame-pointer", i32 2}
!128 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!129 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 184, type: !130, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !132)
!130 = !DISubroutineType(types: !131)
!131 = !{!29}
!132 = !{}
!133 = !DILocalVariable(name: "a", scope: !129, file: !3, line: 186, type: !134)
!134 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !21, line: 27, baseType: !135)
!135 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!136 = !DILocation(line: 186, column: 15, scope: !129)
!137 = !DILocalVariable(name: "b", scope: !129, file: !3, line: 186, type: !134)
!138 = !DILocation(line: 186, column: 18, scope: !129)
!139 = !DILocalVariable(name: "i", scope: !129, file: !3, line: 186, type: !134)
!140 = !DILocation(line: 186, column: 21, scope: !129)
!141 = !DILocation(line: 187, column: 5, scope: !129)
!142 = !DILocation(line: 188, column: 5, scope: !129)
!143 = !DILocation(line: 189, column: 5, scope: !129)
!144 = !DILocation(line: 192, column: 18, scope: !129)
!145 = !DILocation(line: 192, column: 5, scope: !129)
!146 = !DILocation(line: 193, column: 18, scope: !129)
!147 = !DILocation(line: 193, column: 5, scope: !129)
!148 = !DILocation(line: 194, column: 5, scope: !129)
!149 = distinct !DISubprogram(name: "initiator", scope: !3, file: !3, line: 81, type: !150, scopeLine: 82, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !132)
!150 = !DISubroutineType(types: !151)
!151 = !{!152, !152}
!152 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!153 = !DILocalVariable(name: "arg", arg: 1, scope: !149, file: !3, line: 81, type: !152)
!154 = !DILocation(line: 81, column: 30, scope: !149)
!155 = !DILocation(line: 83, column: 11, scope: !149)
!156 = !DILocalVariable(name: "partner", scope: !149, file: !3, line: 84, type: !29)
!157 = !DILocation(line: 84, column: 9, scope: !149)
!158 = !DILocation(line: 84, column: 19, scope: !149)
!159 = !DILocation(line: 85, column: 17, scope: !149)
!160 = !DILocation(line: 85, column: 15, scope: !149)
!161 = !DILocation(line: 86, column: 20, scope: !149)
!162 = !DILocation(line: 86, column: 28, scope: !149)
!163 = !DILocation(line: 86, column: 5, scope: !149)
!164 = !DILocalVariable(name: "m", scope: !149, file: !3, line: 87, type: !95)
!165 = !DILocation(line: 87, column: 11, scope: !149)
!166 = !DILocation(line: 88, column: 5, scope: !149)
!167 = !DILocation(line: 89, column: 13, scope: !149)
!168 = !DILocation(line: 89, column: 9, scope: !149)
!169 = !DILocation(line: 90, column: 16, scope: !149)
!170 = !DILocation(line: 90, column: 20, scope: !149)
!171 = !DILocation(line: 90, column: 25, scope: !149)
!172 = !DILocation(line: 90, column: 30, scope: !149)
!173 = !DILocation(line: 90, column: 35, scope: !149)
!174 = !DILocation(line: 90, column: 40, scope: !149)
!175 = !DILocation(line: 90, column: 45, scope: !149)
!176 = !DILocation(line: 90, column: 47, scope: !149)
!177 = !DILocation(line: 92, column: 14, scope: !149)
!178 = !DILocation(line: 92, column: 19, scope: !149)
!179 = !DILocation(line: 92, column: 24, scope: !149)
!180 = !DILocation(line: 92, column: 21, scope: !149)
!181 = !DILocation(line: 0, scope: !149)
!182 = !DILocation(line: 90, column: 12, scope: !149)
!183 = distinct !{!183, !166, !184, !185}
!184 = !DILocation(line: 94, column: 15, scope: !149)
!185 = !{!"llvm.loop.mustprogress"}
!186 = !DILocation(line: 95, column: 20, scope: !149)
!187 = !DILocation(line: 95, column: 28, scope: !149)
!188 = !DILocation(line: 95, column: 55, scope: !149)
!189 = !DILocation(line: 95, column: 5, scope: !149)
!190 = !DILocation(line: 96, column: 5, scope: !149)
!191 = distinct !DISubprogram(name: "responder", scope: !3, file: !3, line: 99, type: !150, scopeLine: 100, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !132)
!192 = !DILocalVariable(name: "arg", arg: 1, scope: !191, file: !3, line: 99, type: !152)
!193 = !DILocation(line: 99, column: 30, scope: !191)
!194 = !DILocation(line: 101, column: 11, scope: !191)
!195 = !DILocalVariable(name: "m", scope: !191, file: !3, line: 102, type: !95)
!196 = !DILocation(line: 102, column: 11, scope: !191)
!197 = !DILocation(line: 103, column: 5, scope: !191)
!198 = !DILocation(line: 104, column: 13, scope: !191)
!199 = !DILocation(line: 104, column: 9, scope: !191)
!200 = !DILocation(line: 105, column: 16, scope: !191)
!201 = !DILocation(line: 105, column: 20, scope: !191)
!202 = !DILocation(line: 105, column: 25, scope: !191)
!203 = !DILocation(line: 105, column: 30, scope: !191)
!204 = !DILocation(line: 105, column: 35, scope: !191)
!205 = !DILocation(line: 105, column: 40, scope: !191)
!206 = !DILocation(line: 105, column: 45, scope: !191)
!207 = !DILocation(line: 105, column: 47, scope: !191)
!208 = !DILocation(line: 105, column: 52, scope: !191)
!209 = !DILocation(line: 105, column: 58, scope: !191)
!210 = !DILocation(line: 105, column: 60, scope: !191)
!211 = !DILocation(line: 105, column: 65, scope: !191)
!212 = !DILocation(line: 105, column: 70, scope: !191)
!213 = !DILocation(line: 105, column: 72, scope: !191)
!214 = !DILocation(line: 0, scope: !191)
!215 = !DILocation(line: 105, column: 12, scope: !191)
!216 = distinct !{!216, !197, !217, !185}
!217 = !DILocation(line: 105, column: 78, scope: !191)
!218 = !DILocalVariable(name: "partner", scope: !191, file: !3, line: 106, type: !29)
!219 = !DILocation(line: 106, column: 9, scope: !191)
!220 = !DILocation(line: 106, column: 21, scope: !191)
!221 = !DILocation(line: 107, column: 20, scope: !191)
!222 = !DILocation(line: 107, column: 28, scope: !191)
!223 = !DILocation(line: 107, column: 55, scope: !191)
!224 = !DILocation(line: 107, column: 5, scope: !191)
!225 = !DILocation(line: 108, column: 5, scope: !191)
!226 = !DILocation(line: 109, column: 13, scope: !191)
!227 = !DILocation(line: 109, column: 9, scope: !191)
!228 = !DILocation(line: 110, column: 16, scope: !191)
!229 = !DILocation(line: 110, column: 20, scope: !191)
!230 = !DILocation(line: 110, column: 25, scope: !191)
!231 = !DILocation(line: 110, column: 30, scope: !191)
!232 = !DILocation(line: 110, column: 35, scope: !191)
!233 = !DILocation(line: 110, column: 40, scope: !191)
!234 = !DILocation(line: 110, column: 45, scope: !191)
!235 = !DILocation(line: 110, column: 47, scope: !191)
!236 = !DILocation(line: 110, column: 12, scope: !191)
!237 = distinct !{!237, !225, !238, !185}
!238 = !DILocation(line: 110, column: 53, scope: !191)
!239 = !DILocation(line: 111, column: 17, scope: !191)
!240 = !DILocation(line: 111, column: 15, scope: !191)
!241 = !DILocation(line: 113, column: 5, scope: !242)
!242 = distinct !DILexicalBlock(scope: !243, file: !3, line: 113, column: 5)
!243 = distinct !DILexicalBlock(scope: !191, file: !3, line: 113, column: 5)
!244 = !DILocation(line: 113, column: 5, scope: !243)
!245 = !DILocation(line: 114, column: 5, scope: !191)
!246 = distinct !DISubprogram(name: "intruder", scope: !3, file: !3, line: 131, type: !150, scopeLine: 132, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !132)
!247 = !DILocalVariable(name: "arg", arg: 1, scope: !246, file: !3, line: 131, type: !152)
!248 = !DILocation(line: 131, column: 29, scope: !246)
!249 = !DILocation(line: 133, column: 11, scope: !246)
!250 = !DILocalVariable(name: "known", scope: !246, file: !3, line: 134, type: !29)
!251 = !DILocation(line: 134, column: 9, scope: !246)
!252 = !DILocalVariable(name: "kept", scope: !246, file: !3, line: 135, type: !95)
!253 = !DILocation(line: 135, column: 11, scope: !246)
!254 = !DILocation(line: 136, column: 5, scope: !246)
!255 = !DILocation(line: 137, column: 9, scope: !256)
!256 = distinct !DILexicalBlock(scope: !257, file: !3, line: 136, column: 14)
!257 = distinct !DILexicalBlock(scope: !258, file: !3, line: 136, column: 5)
!258 = distinct !DILexicalBlock(scope: !246, file: !3, line: 136, column: 5)
!259 = !DILocation(line: 139, column: 9, scope: !256)
!260 = !DILocation(line: 139, column: 17, scope: !256)
!261 = !DILocation(line: 139, column: 25, scope: !256)
!262 = !DILocation(line: 139, column: 28, scope: !256)
!263 = !DILocation(line: 139, column: 36, scope: !256)
!264 = !DILocation(line: 139, column: 39, scope: !256)
!265 = !DILocation(line: 0, scope: !256)
!266 = !DILocation(line: 140, column: 13, scope: !256)
!267 = distinct !{!267, !259, !268, !185}
!268 = !DILocation(line: 140, column: 45, scope: !256)
!269 = !DILocalVariable(name: "m", scope: !256, file: !3, line: 141, type: !95)
!270 = !DILocation(line: 141, column: 15, scope: !256)
!271 = !DILocation(line: 141, column: 19, scope: !256)
!272 = !DILocation(line: 142, column: 13, scope: !273)
!273 = distinct !DILexicalBlock(scope: !256, file: !3, line: 142, column: 13)
!274 = !DILocation(line: 142, column: 13, scope: !256)
!275 = !DILocation(line: 144, column: 21, scope: !276)
!276 = distinct !DILexicalBlock(scope: !273, file: !3, line: 142, column: 22)
!277 = !DILocation(line: 145, column: 13, scope: !276)
!278 = !DILocation(line: 146, column: 13, scope: !276)
!279 = !DILocation(line: 147, column: 19, scope: !280)
!280 = distinct !DILexicalBlock(scope: !276, file: !3, line: 147, column: 17)
!281 = !DILocation(line: 147, column: 23, scope: !280)
!282 = !DILocation(line: 147, column: 17, scope: !276)
!283 = !DILocation(line: 148, column: 23, scope: !284)
!284 = distinct !DILexicalBlock(scope: !285, file: !3, line: 148, column: 21)
!285 = distinct !DILexicalBlock(scope: !280, file: !3, line: 147, column: 29)
!286 = !DILocation(line: 148, column: 21, scope: !284)
!287 = !DILocation(line: 148, column: 21, scope: !285)
!288 = !DILocation(line: 149, column: 37, scope: !284)
!289 = !DILocation(line: 149, column: 32, scope: !284)
!290 = !DILocation(line: 149, column: 27, scope: !284)
!291 = !DILocation(line: 149, column: 21, scope: !284)
!292 = !DILocation(line: 150, column: 23, scope: !293)
!293 = distinct !DILexicalBlock(scope: !285, file: !3, line: 150, column: 21)
!294 = !DILocation(line: 150, column: 28, scope: !293)
!295 = !DILocation(line: 150, column: 33, scope: !293)
!296 = !DILocation(line: 150, column: 38, scope: !293)
!297 = !DILocation(line: 150, column: 36, scope: !293)
!298 = !DILocation(line: 150, column: 21, scope: !285)
!299 = !DILocation(line: 151, column: 37, scope: !293)
!300 = !DILocation(line: 151, column: 32, scope: !293)
!301 = !DILocation(line: 151, column: 27, scope: !293)
!302 = !DILocation(line: 151, column: 21, scope: !293)
!303 = !DILocation(line: 152, column: 13, scope: !285)
!304 = !DILocation(line: 153, column: 24, scope: !305)
!305 = distinct !DILexicalBlock(scope: !280, file: !3, line: 152, column: 20)
!306 = !DILocation(line: 155, column: 13, scope: !276)
!307 = distinct !{!307, !308, !309}
!308 = !DILocation(line: 136, column: 5, scope: !258)
!309 = !DILocation(line: 180, column: 5, scope: !258)
!310 = !DILocalVariable(name: "to", scope: !256, file: !3, line: 158, type: !29)
!311 = !DILocation(line: 158, column: 13, scope: !256)
!312 = !DILocation(line: 158, column: 18, scope: !256)
!313 = !DILocation(line: 158, column: 32, scope: !256)
!314 = !DILocation(line: 158, column: 46, scope: !256)
!315 = !DILocation(line: 159, column: 9, scope: !256)
!316 = !DILocation(line: 160, column: 18, scope: !317)
!317 = distinct !DILexicalBlock(scope: !256, file: !3, line: 160, column: 13)
!318 = !DILocation(line: 160, column: 13, scope: !317)
!319 = !DILocation(line: 160, column: 23, scope: !317)
!320 = !DILocation(line: 160, column: 26, scope: !317)
!321 = !DILocation(line: 160, column: 13, scope: !256)
!322 = !DILocation(line: 161, column: 17, scope: !323)
!323 = distinct !DILexicalBlock(scope: !317, file: !3, line: 160, column: 52)
!324 = !DILocation(line: 162, column: 9, scope: !323)
!325 = !DILocation(line: 164, column: 17, scope: !326)
!326 = distinct !DILexicalBlock(scope: !317, file: !3, line: 162, column: 16)
!327 = !DILocation(line: 164, column: 24, scope: !326)
!328 = !DILocation(line: 164, column: 32, scope: !326)
!329 = !DILocation(line: 165, column: 17, scope: !330)
!330 = distinct !DILexicalBlock(scope: !326, file: !3, line: 165, column: 17)
!331 = !DILocation(line: 165, column: 17, scope: !326)
!332 = !DILocation(line: 166, column: 19, scope: !333)
!333 = distinct !DILexicalBlock(scope: !330, file: !3, line: 165, column: 43)
!334 = !DILocation(line: 166, column: 24, scope: !333)
!335 = !DILocation(line: 167, column: 34, scope: !333)
!336 = !DILocation(line: 167, column: 23, scope: !333)
!337 = !DILocation(line: 167, column: 19, scope: !333)
!338 = !DILocation(line: 167, column: 21, scope: !333)
!339 = !DILocation(line: 168, column: 23, scope: !333)
!340 = !DILocation(line: 168, column: 19, scope: !333)
!341 = !DILocation(line: 168, column: 21, scope: !333)
!342 = !DILocation(line: 169, column: 13, scope: !333)
!343 = !DILocation(line: 169, column: 24, scope: !344)
!344 = distinct !DILexicalBlock(scope: !330, file: !3, line: 169, column: 24)
!345 = !DILocation(line: 169, column: 24, scope: !330)
!346 = !DILocation(line: 170, column: 19, scope: !347)
!347 = distinct !DILexicalBlock(scope: !344, file: !3, line: 169, column: 50)
!348 = !DILocation(line: 170, column: 24, scope: !347)
!349 = !DILocation(line: 171, column: 34, scope: !347)
!350 = !DILocation(line: 171, column: 23, scope: !347)
!351 = !DILocation(line: 171, column: 19, scope: !347)
!352 = !DILocation(line: 171, column: 21, scope: !347)
!353 = !DILocation(line: 172, column: 13, scope: !347)
!354 = !DILocation(line: 173, column: 19, scope: !355)
!355 = distinct !DILexicalBlock(scope: !344, file: !3, line: 172, column: 20)
!356 = !DILocation(line: 173, column: 24, scope: !355)
!357 = !DILocation(line: 174, column: 34, scope: !355)
!358 = !DILocation(line: 174, column: 23, scope: !355)
!359 = !DILocation(line: 174, column: 19, scope: !355)
!360 = !DILocation(line: 174, column: 21, scope: !355)
!361 = !DILocation(line: 175, column: 34, scope: !355)
!362 = !DILocation(line: 175, column: 23, scope: !355)
!363 = !DILocation(line: 175, column: 19, scope: !355)
!364 = !DILocation(line: 175, column: 21, scope: !355)
!365 = !DILocation(line: 176, column: 19, scope: !355)
!366 = !DILocation(line: 176, column: 21, scope: !355)
!367 = !DILocation(line: 179, column: 14, scope: !256)
!368 = !DILocation(line: 179, column: 9, scope: !256)
!369 = !DILocation(line: 136, column: 5, scope: !257)
!370 = distinct !DISubprogram(name: "post", scope: !3, file: !3, line: 57, type: !371, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !132)
!371 = !DISubroutineType(types: !372)
!372 = !{null, !29, !95}
!373 = !DILocalVariable(name: "to", arg: 1, scope: !370, file: !3, line: 57, type: !29)
!374 = !DILocation(line: 57, column: 22, scope: !370)
!375 = !DILocalVariable(name: "m", arg: 2, scope: !370, file: !3, line: 57, type: !95)
!376 = !DILocation(line: 57, column: 32, scope: !370)
!377 = !DILocation(line: 59, column: 5, scope: !370)
!378 = !DILocation(line: 60, column: 5, scope: !370)
!379 = !DILocation(line: 60, column: 17, scope: !370)
!380 = !DILocation(line: 60, column: 12, scope: !370)
!381 = !DILocation(line: 61, column: 9, scope: !370)
!382 = distinct !{!382, !378, !383, !185}
!383 = !DILocation(line: 61, column: 41, scope: !370)
!384 = !DILocation(line: 62, column: 9, scope: !370)
!385 = !DILocation(line: 62, column: 5, scope: !370)
!386 = !DILocation(line: 62, column: 15, scope: !370)
!387 = !DILocation(line: 63, column: 10, scope: !370)
!388 = !DILocation(line: 63, column: 5, scope: !370)
!389 = !DILocation(line: 63, column: 14, scope: !370)
!390 = !DILocation(line: 64, column: 5, scope: !370)
!391 = !DILocation(line: 65, column: 5, scope: !370)
!392 = !DILocation(line: 66, column: 1, scope: !370)
!393 = distinct !DISubprogram(name: "take", scope: !3, file: !3, line: 68, type: !394, scopeLine: 69, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !132)
!394 = !DISubroutineType(types: !395)
!395 = !{!95, !29}
!396 = !DILocalVariable(name: "who", arg: 1, scope: !393, file: !3, line: 68, type: !29)
!397 = !DILocation(line: 68, column: 23, scope: !393)
!398 = !DILocation(line: 70, column: 5, scope: !393)
!399 = !DILocation(line: 71, column: 5, scope: !393)
!400 = !DILocation(line: 71, column: 18, scope: !393)
!401 = !DILocation(line: 71, column: 13, scope: !393)
!402 = !DILocation(line: 71, column: 12, scope: !393)
!403 = !DILocation(line: 72, column: 9, scope: !393)
!404 = distinct !{!404, !399, !405, !185}
!405 = !DILocation(line: 72, column: 41, scope: !393)
!406 = !DILocalVariable(name: "m", scope: !393, file: !3, line: 73, type: !95)
!407 = !DILocation(line: 73, column: 11, scope: !393)
!408 = !DILocation(line: 73, column: 19, scope: !393)
!409 = !DILocation(line: 73, column: 15, scope: !393)
!410 = !DILocation(line: 74, column: 10, scope: !393)
!411 = !DILocation(line: 74, column: 5, scope: !393)
!412 = !DILocation(line: 74, column: 15, scope: !393)
!413 = !DILocation(line: 75, column: 5, scope: !393)
!414 = !DILocation(line: 76, column: 5, scope: !393)
!415 = !DILocation(line: 77, column: 5, scope: !393)
!416 = distinct !DISubprogram(name: "pick_nonce", scope: !3, file: !3, line: 118, type: !417, scopeLine: 119, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !132)
!417 = !DISubroutineType(types: !418)
!418 = !{!29, !29}
!419 = !DILocalVariable(name: "known", arg: 1, scope: !416, file: !3, line: 118, type: !29)
!420 = !DILocation(line: 118, column: 27, scope: !416)
!421 = !DILocalVariable(name: "first", scope: !416, file: !3, line: 120, type: !29)
!422 = !DILocation(line: 120, column: 9, scope: !416)
!423 = !DILocalVariable(name: "second", scope: !416, file: !3, line: 120, type: !29)
!424 = !DILocation(line: 120, column: 20, scope: !416)
!425 = !DILocalVariable(name: "n", scope: !426, file: !3, line: 121, type: !29)
!426 = distinct !DILexicalBlock(scope: !416, file: !3, line: 121, column: 5)
!427 = !DILocation(line: 121, column: 14, scope: !426)
!428 = !DILocation(line: 121, column: 10, scope: !426)
!429 = !DILocation(line: 121, column: 22, scope: !430)
!430 = distinct !DILexicalBlock(scope: !426, file: !3, line: 121, column: 5)
!431 = !DILocation(line: 121, column: 24, scope: !430)
!432 = !DILocation(line: 121, column: 5, scope: !426)
!433 = !DILocation(line: 122, column: 13, scope: !434)
!434 = distinct !DILexicalBlock(scope: !430, file: !3, line: 122, column: 13)
!435 = !DILocation(line: 122, column: 27, scope: !434)
!436 = !DILocation(line: 122, column: 24, scope: !434)
!437 = !DILocation(line: 122, column: 19, scope: !434)
!438 = !DILocation(line: 122, column: 13, scope: !430)
!439 = !DILocation(line: 123, column: 18, scope: !440)
!440 = distinct !DILexicalBlock(scope: !441, file: !3, line: 123, column: 17)
!441 = distinct !DILexicalBlock(scope: !434, file: !3, line: 122, column: 31)
!442 = !DILocation(line: 123, column: 17, scope: !441)
!443 = !DILocation(line: 124, column: 25, scope: !440)
!444 = !DILocation(line: 124, column: 23, scope: !440)
!445 = !DILocation(line: 124, column: 17, scope: !440)
!446 = !DILocation(line: 125, column: 23, scope: !447)
!447 = distinct !DILexicalBlock(scope: !440, file: !3, line: 125, column: 22)
!448 = !DILocation(line: 125, column: 22, scope: !440)
!449 = !DILocation(line: 126, column: 26, scope: !447)
!450 = !DILocation(line: 126, column: 24, scope: !447)
!451 = !DILocation(line: 126, column: 17, scope: !447)
!452 = !DILocation(line: 127, column: 9, scope: !441)
!453 = !DILocation(line: 122, column: 28, scope: !434)
!454 = !DILocation(line: 121, column: 32, scope: !430)
!455 = !DILocation(line: 121, column: 5, scope: !430)
!456 = distinct !{!456, !432, !457, !185}
!457 = !DILocation(line: 127, column: 9, scope: !426)
!458 = !DILocation(line: 128, column: 13, scope: !416)
!459 = !DILocation(line: 128, column: 20, scope: !416)
!460 = !DILocation(line: 128, column: 23, scope: !416)
!461 = !DILocation(line: 128, column: 12, scope: !416)
!462 = !DILocation(line: 128, column: 51, scope: !416)
!463 = !DILocation(line: 128, column: 60, scope: !416)
!464 = !DILocation(line: 128, column: 5, scope: !416)
